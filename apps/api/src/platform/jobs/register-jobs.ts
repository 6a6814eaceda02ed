import { createSmtpTransport } from '../mail/smtp-transport.js';
import { sendMailQueue } from '../mail/send-mail.job.js';
import type { Jobs } from './jobs.js';
import { scheduledTasks, type TaskDeps } from './scheduled-tasks.js';

/** Puts the portal's queues and scheduled tasks on `jobs`; called once, before `jobs.start()`. */
export function registerJobs(jobs: Jobs, deps: TaskDeps): void {
  const { config, db } = deps;
  if (config.mail.smtpUrl) {
    jobs.define(
      sendMailQueue({
        db,
        transport: createSmtpTransport(config.mail.smtpUrl, config.mail.from),
        messageIdDomain: senderDomain(config.mail.from),
        retryLimit: config.mail.retryLimit,
        retryDelaySeconds: config.mail.retryDelaySeconds,
      }),
    );
  }
  for (const task of scheduledTasks(deps)) jobs.schedule(task);
}

/** `Portal RTG <no-reply@example.com>` → `example.com`. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1);
}

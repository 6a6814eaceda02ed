import { forgetExpiredChallenges } from '../../auth/login-challenge.js';
import { forgetQuietKeys } from '../../auth/login-throttle.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { removeMarkedAccounts } from '../../modules/auth/account-deletion.js';
import { sendAppointmentReminders } from '../../modules/appointments/appointment-reminders.js';
import { sendComplaintsDigest } from '../../modules/complaints/complaints-digest.js';
import { pushPendingChanges } from '../../modules/visits/calendar-sync.service.js';
import { sweepExpiredHolds } from '../../modules/appointments/booking-writes.js';
import { expireConsentRequests } from '../../modules/consents/expire-consent-requests.js';
import { removeStaleUploads } from '../../modules/files/stale-uploads.js';
import type { Mailer } from '../mail/mailer.js';
import { purgeOldMails } from '../mail/purge-old-mails.js';
import type { Storage } from '../storage/storage.js';
import type { ScheduledTask } from './jobs.js';
import { forgetExpiredMfaSteps } from '../../modules/mfa/mfa-challenges.js';
import { forgetExpiredTickets } from '../../modules/oauth/oauth-tickets.js';

/** What scheduled tasks may use; add a service here (and in buildApp) when a task needs it. */
export interface TaskDeps {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
}

/**
 * Every recurring task of the portal (this list is where platform jobs meet the features' clean-up
 * functions). To add one, add one entry.
 *
 * `name` is also its queue (lower-case-with-hyphens); `cron` has five fields in Warsaw time and
 * is checked once a minute; `run` must be idempotent (it runs once per tick across all API copies,
 * but a failure or a crash runs it again). A failed run is retried 3 times, then stays visible
 * as a failed job (`Jobs.failed(name)`). `Jobs.trigger(name)` runs a task at once.
 */
export function scheduledTasks(deps: TaskDeps): ScheduledTask[] {
  return [
    {
      name: 'purge-old-mails',
      cron: '30 3 * * *',
      run: () => purgeOldMails(deps.db, deps.config.mail.retentionDays),
    },
    {
      // Uploads prepared but never confirmed (closed tab, lost connection) after a day.
      name: 'remove-stale-uploads',
      cron: '15 * * * *',
      run: () => removeStaleUploads(deps.db, deps.storage),
    },
    {
      // Consent requests nobody signed before their deadline (15 minutes).
      name: 'expire-consent-requests',
      cron: '* * * * *',
      run: () => expireConsentRequests(deps.db),
    },
    {
      // Calendar holds past their 300 s (ADR 0032): ignored already, deleted to keep it small.
      name: 'sweep-expired-holds',
      cron: '* * * * *',
      run: async () => {
        await sweepExpiredHolds(deps.db);
      },
    },
    {
      // Patients with an e-mail hear of their appointment a day ahead (issue 14 §4).
      name: 'send-appointment-reminders',
      cron: '*/10 * * * *',
      run: async () => {
        await sendAppointmentReminders(deps, new Date());
      },
    },
    {
      // Each responsible person hears of their complaints due within a day or overdue (issue 21 §2).
      name: 'send-complaints-digest',
      cron: '0 7 * * *',
      run: async () => {
        await sendComplaintsDigest(deps, new Date());
      },
    },
    {
      // Coordinators' visit changes reach their external calendars within a minute (ADR 0052).
      name: 'push-visits-to-calendars',
      cron: '* * * * *',
      run: () => pushPendingChanges(deps),
    },
    {
      // Accounts their owners deleted lose their personal data (ADR 0044), mailed when done.
      name: 'remove-deleted-accounts',
      cron: '*/5 * * * *',
      run: async () => {
        await removeMarkedAccounts(deps);
      },
    },
    {
      // Sign-in counts of logins and addresses quiet for long enough, solved challenges past
      // their expiry (ADR 0018), second steps (ADR 0046) and social sign-in tickets (ADR 0047)
      // past theirs; all are ignored once
      // stale, this only keeps tables small.
      name: 'forget-sign-in-attempts',
      cron: '*/10 * * * *',
      run: async () => {
        await forgetQuietKeys(deps.db);
        await forgetExpiredChallenges(deps.db);
        await forgetExpiredMfaSteps(deps.db);
        await forgetExpiredTickets(deps.db);
      },
    },
  ];
}

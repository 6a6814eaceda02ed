import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.js';
import { PUBLIC_ROUTE } from '../../../http/route-access.js';
import { findMail, listMails } from './mailbox-queries.js';
import { mailListPage, mailPage, notFoundPage } from './mailbox-views.js';

/**
 * Stricter than the app's CSP: no scripts at all, nothing loaded from elsewhere. The mail's HTML
 * (an iframe srcdoc) inherits it, so even a hostile mail can only show text and inline styles.
 */
const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Positive whole numbers only; anything else is "no such page". */
const ID = /^[1-9][0-9]{0,15}$/;

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', MAILBOX_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(body);
}

/**
 * GET /dev/mailbox and /dev/mailbox/:id: the outbox as pages, so confirmation, reset and results
 * links work on a machine without a mail server. Registered only outside production (app.ts);
 * there the routes do not exist at all.
 */
export function registerDevMailbox(app: FastifyInstance, db: Database): void {
  // Public: the routes exist only outside production, for a machine without a mail server.
  const config = { access: PUBLIC_ROUTE };
  app.get<{ Querystring: { page?: string } }>(
    '/dev/mailbox',
    { config },
    async (request, reply) => {
      const requested = request.query.page ?? '1';
      const page = ID.test(requested) ? Number(requested) : 1;
      const { mails, total } = await listMails(db, page);
      return sendPage(reply, 200, mailListPage(mails, total, page));
    },
  );

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { config }, async (request, reply) => {
    const mail = ID.test(request.params.id) ? await findMail(db, Number(request.params.id)) : null;
    if (!mail) return sendPage(reply, 404, notFoundPage());
    return sendPage(reply, 200, mailPage(mail));
  });
}

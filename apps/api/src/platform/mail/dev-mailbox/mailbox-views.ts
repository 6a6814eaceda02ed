import { html, SafeHtml } from '../html.js';
import { MAILBOX_PAGE_SIZE, type MailDetail, type MailSummary } from './mailbox-queries.js';

const STYLE = `
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: #1f2a1f; background: #f6f8f6; }
header { padding: 12px 24px; background: #2e7d32; color: #fff; }
header a { color: #fff; }
main { padding: 16px 24px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { padding: 6px 10px; border-bottom: 1px solid #e0e0e0; text-align: left; vertical-align: top; }
th { background: #eef3ee; }
.status-queued { color: #8a6d00; } .status-failed { color: #b00020; } .status-sent { color: #2e7d32; }
nav { margin: 12px 0; display: flex; gap: 16px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
dt { font-weight: bold; }
iframe { width: 100%; height: 640px; border: 1px solid #ccc; background: #fff; }
pre { white-space: pre-wrap; background: #fff; padding: 12px; border: 1px solid #ccc; }
`;

/** A constant of this file, never data: safe to embed as it is. */
const STYLE_SHEET = new SafeHtml(STYLE);

const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Warsaw',
});

function when(date: Date | null): string {
  return date ? time.format(date) : '—';
}

function page(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLE_SHEET}
        </style>
      </head>
      <body>
        <header>
          <strong><a href="/dev/mailbox">Dev mailbox</a></strong> — mails of this development
          server, newest first. Not available in production.
        </header>
        <main>${content}</main>
      </body>
    </html>`.value;
}

function statusCell(status: string): SafeHtml {
  return html`<span class="status-${status}">${status}</span>`;
}

export function mailListPage(mails: MailSummary[], total: number, current: number): string {
  const pages = Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
  const rows = mails.map(
    (mail) =>
      html`<tr>
        <td>${when(mail.createdAt)}</td>
        <td>${statusCell(mail.status)}</td>
        <td>${mail.transport}</td>
        <td>${mail.template} (${mail.lang})</td>
        <td>${mail.recipient}</td>
        <td><a href="/dev/mailbox/${mail.id}">${mail.subject}</a></td>
      </tr>`,
  );
  const nav = html`<nav>
    ${current > 1 ? html`<a href="/dev/mailbox?page=${current - 1}">← Newer</a>` : null}
    <span>Page ${current} of ${pages} (${total} mails)</span>
    ${current < pages ? html`<a href="/dev/mailbox?page=${current + 1}">Older →</a>` : null}
  </nav>`;
  const body =
    total === 0
      ? html`<p>No mails yet. Mails the portal sends appear here.</p>`
      : html`<table>
            <thead>
              <tr>
                <th>Created</th>
                <th>Status</th>
                <th>Transport</th>
                <th>Template</th>
                <th>To</th>
                <th>Subject</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>
          ${nav}`;
  return page('Dev mailbox', body);
}

/** http(s) addresses in the text part, so the mail's links can be followed from this page. */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

export function mailPage(mail: MailDetail): string {
  // The mail's HTML runs in a sandbox without scripts or same-origin access; links open at
  // the top level in a new tab, outside the sandbox (the portal refuses to be framed).
  const srcdoc = `<base target="_blank">${mail.html}`;
  const links = linksOf(mail.text).map(
    (link) => html`<li><a href="${link}" target="_blank" rel="noopener">${link}</a></li>`,
  );
  const body = html`<h1>${mail.subject}</h1>
    <dl>
      <dt>To</dt>
      <dd>${mail.recipient}</dd>
      <dt>Status</dt>
      <dd>${statusCell(mail.status)} (${mail.transport}, ${mail.attempts} attempts)</dd>
      <dt>Template</dt>
      <dd>${mail.template} (${mail.lang})</dd>
      <dt>Created</dt>
      <dd>${when(mail.createdAt)}</dd>
      <dt>Sent</dt>
      <dd>${when(mail.sentAt)}</dd>
      ${
        mail.lastError
          ? html`<dt>Last error</dt>
              <dd>${mail.lastError}</dd>`
          : null
      }
    </dl>
    ${
      links.length
        ? html`<h2>Links</h2>
            <ul>
              ${links}
            </ul>`
        : null
    }
    <h2>HTML</h2>
    <iframe
      title="HTML part"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcdoc="${srcdoc}"
    ></iframe>
    <h2>Text</h2>
    <pre>${mail.text}</pre>`;
  return page(mail.subject, body);
}

export function notFoundPage(): string {
  return page(
    'Mail not found',
    html`<p>No such mail. <a href="/dev/mailbox">Back to the list</a>.</p>`,
  );
}

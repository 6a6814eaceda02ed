import type { Lang } from '@portal/domain';
import { html } from '../html.js';

/** The name the mails sign with; MAIL_FROM's default display name says the same. */
export const BRAND = 'Portal RTG';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a template decides; the layout decides how it looks in HTML and in plain text. */
export interface MailParts {
  subject: string;
  /** The addressee's name for the greeting, when the caller knows it. */
  name?: string | undefined;
  paragraphs: string[];
  /** The button; a mail that only informs has none. */
  action?: { label: string; url: string };
  /** Below the button: how long the link works, what to do with an unexpected mail. */
  notes: string[];
}

const COMMON: Record<Lang, { hello: string; fallback: string; footer: string }> = {
  pl: {
    hello: 'Dzień dobry',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    footer: 'Wiadomość wysłana automatycznie przez Portal RTG. Prosimy na nią nie odpowiadać.',
  },
  en: {
    hello: 'Hello',
    fallback: 'If the button does not work, copy this address into your browser:',
    footer: 'This message was sent automatically by Portal RTG. Please do not reply to it.',
  },
  ua: {
    hello: 'Доброго дня',
    fallback: 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
    footer: 'Цей лист надіслано автоматично з Portal RTG. Будь ласка, не відповідайте на нього.',
  },
};

/** `ua` is the portal's code for Ukrainian; mail clients and screen readers expect `uk`. */
const HTML_LANG: Record<Lang, string> = { pl: 'pl', en: 'en', ua: 'uk' };

const GREEN = '#2e7d32';

/** A link into the portal: PUBLIC_URL (possibly with a path prefix) + path + query. */
export function portalLink(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function renderLayout(lang: Lang, parts: MailParts): RenderedMail {
  const common = COMMON[lang];
  const greeting = parts.name ? `${common.hello}, ${parts.name}!` : `${common.hello}!`;
  const action = parts.action;
  const paragraphs = parts.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`);
  const notes = parts.notes.map(
    (note) => html`<p style="font-size:13px;color:#555555">${note}</p>`,
  );
  const body = html`<!doctype html>
    <html lang="${HTML_LANG[lang]}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${parts.subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f1f5f1;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a1f"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td style="padding:32px">
                    <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${GREEN}">
                      ${BRAND}
                    </p>
                    <p>${greeting}</p>
                    ${paragraphs} ${action ? actionHtml(common.fallback, action) : ''} ${notes}
                    <p
                      style="margin-top:32px;padding-top:16px;border-top:1px solid #e0e0e0;font-size:12px;color:#777777"
                    >
                      ${common.footer}
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...parts.notes.flatMap((note) => [note, '']),
    '-- ',
    common.footer,
    '',
  ].join('\n');
  return { subject: parts.subject, html: body.value, text };
}

/** The button, and its address written out for mail clients that do not show buttons. */
function actionHtml(fallback: string, { label, url }: { label: string; url: string }) {
  return html`<p style="margin:32px 0">
      <a
        href="${url}"
        style="display:inline-block;padding:12px 24px;border-radius:4px;background:${GREEN};color:#ffffff;font-weight:bold;text-decoration:none"
        >${label}</a
      >
    </p>
    <p style="font-size:13px;color:#555555">
      ${fallback}<br /><a href="${url}" style="color:${GREEN};word-break:break-all">${url}</a>
    </p>`;
}

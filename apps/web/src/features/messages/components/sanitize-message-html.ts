import DOMPurify, { type Config } from 'dompurify';

/**
 * What a message's HTML may not carry, on top of what DOMPurify always removes (scripts, event
 * handlers, `javascript:` addresses): forms and embedded documents, and styles — a mailing's
 * formatting is its tags, and a style could lay the message over the page.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/**
 * A message's content as the view shows it (spec part 2 §3 Message: HTML), sanitized again here
 * whatever the server did, with its links opening apart from the portal.
 */
export function sanitizeMessageHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, CONFIG);
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

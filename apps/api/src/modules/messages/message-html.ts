import sanitizeHtml from 'sanitize-html';

/**
 * What a message's HTML may hold (issue 22 §2): the formatting of a mailing's editor — text
 * styles, headings, lists, quotes, tables, links and images by http(s) address — and nothing
 * that runs: no scripts, styles, event handlers, forms or frames, no javascript: or data: URLs.
 * The web sanitizes again (DOMPurify), but the server never trusts a client's HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opens outside the portal and cannot reach back to it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Text for a catalogue template that becomes HTML: the reader sees it as written. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

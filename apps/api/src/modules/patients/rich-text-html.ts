import { richTextLength, RICH_TEXT_TAGS } from '@portal/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // No attributes at all: no links, styles, event handlers or classes to smuggle anything in.
  allowedAttributes: {},
  allowedSchemes: [],
  // Other tags go, their text stays; script, style and similar go with their content.
  disallowedTagsMode: 'discard',
};

/**
 * A rich-text note as it is stored: only the tags our editor produces, without attributes. The
 * web sanitizes too (DOMPurify), but the server never trusts that: any client can send HTML.
 * A note with no text left is no note (null).
 */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return richTextLength(clean) > 0 ? clean : null;
}

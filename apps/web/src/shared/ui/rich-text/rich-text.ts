import { RICH_TEXT_NOTE_MAX, RICH_TEXT_TAGS, richTextLength } from '@portal/domain';
import DOMPurify from 'dompurify';

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [] as string[],
  KEEP_CONTENT: true,
};

/**
 * Browsers write a new line of a contentEditable as <div> (Chrome) or <p>; only <p> is one of
 * our tags, so a <div> becomes a paragraph instead of gluing its line to the previous one.
 */
function divsToParagraphs(html: string): string {
  return html.replace(/<div\b[^>]*>/gi, '<p>').replace(/<\/div\s*>/gi, '</p>');
}

/**
 * Keeps only the tags a rich-text note may hold (RICH_TEXT_TAGS), without any attribute: pasted
 * Word or web content, and anything saved by someone else, can carry neither scripts nor styles.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(divsToParagraphs(html), CONFIG);
}

/** Whether a note has any visible text (an emptied editor still holds e.g. <p><br></p>). */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/gi, ' ')
      .trim().length > 0
  );
}

/** The note as the editor reports it: sanitized, and empty when there is no text at all. */
export function normalizeRichText(html: string): string {
  const clean = sanitizeRichText(html);
  return hasText(clean) ? clean : '';
}

export interface RichTextCount {
  length: number;
  max: number;
  over: boolean;
}

/** The live counter "n / 1000" (spec part 1 §5: the note is limited to 1000 characters). */
export function countRichText(html: string, max: number = RICH_TEXT_NOTE_MAX): RichTextCount {
  const length = richTextLength(html);
  return { length, max, over: length > max };
}

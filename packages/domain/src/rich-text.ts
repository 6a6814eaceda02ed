/**
 * Length of a rich-text note as the user sees it: the text without tags, with entities counted as
 * one character (spec part 1 §5: the note is limited to 1000 characters).
 */
export function richTextLength(html: string): number {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_').length;
}

/** Tags our rich-text notes may contain; anything else is removed before saving. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'] as const;

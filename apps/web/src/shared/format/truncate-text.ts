/**
 * A list's long text (a visit's comment, a complaint's description) cut at `max` characters (code
 * points, so no emoji is split) with an ellipsis; the lists give the full text in a title.
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

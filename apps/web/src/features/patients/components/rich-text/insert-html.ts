/**
 * Puts sanitized HTML where the caret is inside `root` (replacing a selection), or at the end
 * when the caret is elsewhere, and leaves the caret after what was inserted.
 */
export function insertHtmlAtCaret(root: HTMLElement, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  const last = fragment.lastChild;
  const selection = window.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!range || !root.contains(range.commonAncestorContainer)) {
    root.append(fragment);
    return;
  }
  range.deleteContents();
  range.insertNode(fragment);
  if (last && selection) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

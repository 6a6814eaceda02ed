import { describe, expect, it } from 'vitest';
import { countRichText, normalizeRichText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the note tags and drops every attribute', () => {
    expect(
      sanitizeRichText('<p class="x" style="color:red"><strong>Uwaga</strong> <em>ważne</em></p>'),
    ).toBe('<p><strong>Uwaga</strong> <em>ważne</em></p>');
    expect(sanitizeRichText('<ul><li onclick="x()">a</li></ul><ol><li>b</li></ol>')).toBe(
      '<ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('removes scripts, links, images and styles, keeping harmless text', () => {
    const pasted =
      '<script>alert(1)</script><a href="javascript:x">link</a><img src=x onerror="alert(1)"><span style="font-size:40px">duży</span><style>p{}</style>';
    expect(sanitizeRichText(pasted)).toBe('linkduży');
  });

  it('turns the lines Chrome writes as <div> into paragraphs', () => {
    expect(sanitizeRichText('pierwsza<div>druga</div><div><br></div>')).toBe(
      'pierwsza<p>druga</p><p><br></p>',
    );
  });
});

describe('normalizeRichText', () => {
  it('is empty when the editor holds no text', () => {
    expect(normalizeRichText('<p><br></p>')).toBe('');
    expect(normalizeRichText('<b>x</b>')).toBe('<b>x</b>');
  });
});

describe('countRichText', () => {
  it('counts the visible text against 1000 characters', () => {
    expect(countRichText('<p><strong>abc</strong> &amp; d</p>')).toEqual({
      length: 7,
      max: 1000,
      over: false,
    });
    expect(countRichText(`<p>${'a'.repeat(1001)}</p>`).over).toBe(true);
    expect(countRichText(`<p>${'a'.repeat(1000)}</p>`).over).toBe(false);
  });
});

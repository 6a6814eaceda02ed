import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize-message-html';

describe('sanitizeMessageHtml', () => {
  it('strips scripts and event handlers, keeping the text and the formatting', () => {
    const clean = sanitizeMessageHtml(
      '<h2>Cennik</h2><p>Nowe <strong>ceny</strong></p><script>alert(1)</script><img src="logo.png" alt="Logo" onerror="alert(2)">',
    );
    expect(clean).not.toMatch(/script|alert|onerror/i);
    expect(clean).toBe(
      '<h2>Cennik</h2><p>Nowe <strong>ceny</strong></p><img src="logo.png" alt="Logo">',
    );
  });

  it('drops javascript: addresses, styles, forms and frames', () => {
    const clean = sanitizeMessageHtml(
      '<a href="javascript:alert(1)">A</a><p style="position:fixed" class="x">B</p><form action="/x"><input name="q"></form><iframe src="https://example.com"></iframe>',
    );
    expect(clean).toBe('<a>A</a><p>B</p>');
  });

  it('opens links apart from the portal', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com/">Strona</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">Strona</a>',
    );
  });
});

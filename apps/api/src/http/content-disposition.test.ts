import { describe, expect, it } from 'vitest';
import { asciiFallbackName, contentDisposition, offeredName } from './content-disposition.js';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('Łódź – opis (1).pdf', 'attachment')).toBe(
      `attachment; filename="Lodz _ opis (1).pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%E2%80%93%20opis%20%281%29.pdf`,
    );
  });

  it('spells Ukrainian names with underscores in the fallback only', () => {
    const header = contentDisposition('знімок.png', 'inline');
    expect(header).toMatch(/^inline; filename="_+\.png"; filename\*=UTF-8''%D0%B7/);
  });

  it('leaves nothing that could end the header or add a parameter', () => {
    for (const name of ['a"; filename="evil.exe', 'a\\b%22.png', "it's*.png"]) {
      const fallback = asciiFallbackName(name);
      expect(fallback).not.toMatch(/["\\%]/);
      // Exactly two parameters: one quoted string without quotes inside, one encoded value.
      expect(contentDisposition(name, 'attachment')).toMatch(
        /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]*$/,
      );
    }
    expect(asciiFallbackName('ąę')).toBe('ae');
    expect(asciiFallbackName('日本')).toBe('__');
    expect(asciiFallbackName('   ')).toBe('file');
  });

  it('keeps paths and control characters out of the offered name', () => {
    const header = contentDisposition('../"evil"\r\nSet-Cookie: x=1;.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"/\\]*"; filename\*=UTF-8''[^"\s]*$/);
    expect(offeredName('')).toBe('download');
    expect(offeredName('x'.repeat(400))).toHaveLength(150);
  });
});

/** Longest file name we offer; browsers and file systems cut longer ones unpredictably. */
const NAME_MAX = 150;

/**
 * The name as offered: control and format characters, quotes, path separators and characters
 * Windows refuses become '_', leading dots and spaces go, so a name can neither break the
 * header nor point the browser at another folder.
 */
export function offeredName(filename: string): string {
  const cleaned = filename
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"\\/:*?<>|]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, NAME_MAX);
  return cleaned || 'download';
}

/** Letters NFKD does not take apart, spelled in ASCII for the fallback name. */
const ASCII_SPELLING: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
};

/**
 * The name old clients see (`filename="…"`): printable ASCII without quotes, backslashes or
 * percent signs (some browsers decode those), so no name can end the header or add a parameter.
 */
export function asciiFallbackName(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (character) => ASCII_SPELLING[character] ?? '_')
    .replace(/["\\%]/g, '_')
    .trim();
  return ascii || 'file';
}

/** RFC 5987 `attr-char`s stay, everything else is UTF-8 percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header (RFC 6266) that names the file safely in every browser: the ASCII
 * fallback for old clients and `filename*` with the exact UTF-8 name for current ones.
 */
export function contentDisposition(
  filename: string,
  type: 'inline' | 'attachment' = 'attachment',
): string {
  const name = offeredName(filename);
  return `${type}; filename="${asciiFallbackName(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

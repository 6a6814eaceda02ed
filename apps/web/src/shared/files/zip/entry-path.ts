/** Characters no file system we write to accepts in a name (Windows is the strictest). */
const FORBIDDEN = new Set(['<', '>', ':', '"', '|', '?', '*']);

/** A name with forbidden and control characters replaced by '_'. */
function safeName(segment: string): string {
  return Array.from(segment, (char) =>
    FORBIDDEN.has(char) || char.charCodeAt(0) < 0x20 ? '_' : char,
  ).join('');
}

/**
 * The folders and file name an archive entry is written as, inside the folder the user picked:
 * backslashes read as separators, empty, `.` and `..` segments dropped (an entry can never climb
 * out of the folder: "zip slip"), forbidden characters replaced. Null for a folder entry or a
 * name with nothing left.
 */
export function entryPath(name: string): { folders: string[]; file: string } | null {
  if (name.endsWith('/') || name.endsWith('\\')) return null;
  const segments = name
    .split(/[\\/]+/)
    .map((segment) => safeName(segment).trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const file = segments.pop();
  return file ? { folders: segments, file } : null;
}

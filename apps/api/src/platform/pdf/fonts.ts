import { createRequire } from 'node:module';

/**
 * DejaVu Sans covers Polish and Ukrainian (ąćęłńóśźż, ґєії) — pdfkit's built-in Helvetica has
 * neither. The files are resolved from node_modules where the running code is (src in
 * development, dist in production), so nothing is copied into the repository or the build.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type FontFace = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);

/** Absolute path of a font file; throws at once when the package is missing. */
export function fontPath(face: FontFace): string {
  return require.resolve(FONT_FILES[face]);
}

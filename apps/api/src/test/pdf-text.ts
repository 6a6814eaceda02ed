import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader to check what pdfkit wrote: objects, Flate streams, the ToUnicode
 * maps of embedded fonts, and the text operators of page and form contents. No PDF text
 * extractor is installed on our machines and poppler is not a dependency, so tests use this.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

export interface PdfPageText {
  /** Lines top to bottom; the runs of one line joined by a space, whitespace collapsed. */
  lines: string[];
  text: string;
}

export interface ParsedPdf {
  pageCount: number;
  /** `/Count` of the page tree, which a viewer trusts. */
  declaredPageCount: number;
  pages: PdfPageText[];
  /** BaseFont names of the fonts, e.g. `ABCDEF+DejaVuSans`. */
  fonts: string[];
  info: Record<string, string>;
  images: { width: number; height: number }[];
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('stream\n', start);
    const endAt = text.indexOf('endobj', start);
    if (streamAt === -1 || endAt < streamAt) {
      objects.set(Number(match[1]), { dict: text.slice(start, endAt).trim() });
      continue;
    }
    // Stream bytes are binary and may contain anything; their /Length says where they end.
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
    header.lastIndex = streamAt + 7 + length;
  }
  return objects;
}

function ref(dict: string, key: string): number | undefined {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
}

/** Glyph id → text, from a ToUnicode CMap's bfrange arrays (the form pdfkit writes). */
function readCMap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1]!, 16);
    [...range[3]!.matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => {
      const units = entry[1]!
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((hex) => parseInt(hex, 16));
      glyphs.set(start + i, String.fromCharCode(...units));
    });
  }
  return glyphs;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF string object, `(literal)` or `<hex>`; UTF-16BE when it starts with a byte order mark. */
function decodeString(value: string): string {
  const bytes = value.startsWith('<')
    ? Buffer.from(value.slice(1, -1), 'hex')
    : Buffer.from(
        value
          .slice(1, -1)
          .replace(/\\([0-7]{1,3}|.)/gs, (_, code: string) =>
            /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (ESCAPES[code] ?? code),
          ),
        'latin1',
      );
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

interface Run {
  x: number;
  y: number;
  text: string;
}

export function parsePdf(pdf: Buffer): ParsedPdf {
  const objects = readObjects(pdf);
  const all = [...objects.values()];

  // pdfkit names fonts F1, F2… once per document; every resource dictionary agrees.
  const fontByName = new Map<string, Map<number, string>>();
  const fonts: string[] = [];
  for (const { dict } of all) {
    for (const fontDict of dict.matchAll(/\/Font <<([^>]*)>>/g)) {
      for (const entry of fontDict[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
        const font = objects.get(Number(entry[2]));
        const cmapId = font && ref(font.dict, 'ToUnicode');
        const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
        if (cmap) fontByName.set(entry[1]!, readCMap(cmap.toString('latin1')));
      }
    }
    const base = /\/Type \/Font[\s\S]*\/BaseFont \/([\w+-]+)/.exec(dict);
    if (base && /\/Subtype \/Type0/.test(dict)) fonts.push(base[1]!);
  }
  const formByName = new Map<string, Buffer>();
  for (const { dict } of all) {
    for (const xobjects of dict.matchAll(/\/XObject <<([^>]*)>>/g)) {
      for (const entry of xobjects[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
        const form = objects.get(Number(entry[2]));
        if (form?.stream && form.dict.includes('/Subtype /Form'))
          formByName.set(entry[1]!, form.stream);
      }
    }
  }

  const runsOf = (content: string, origin: { x: number; y: number }): Run[] => {
    const runs: Run[] = [];
    let glyphs = new Map<number, string>();
    let x = origin.x;
    let y = origin.y;
    const tokens = content.matchAll(
      /\/(\w+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) (?:Tm|cm)|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\/(\w+) Do/gi,
    );
    for (const token of tokens) {
      if (token[1]) glyphs = fontByName.get(token[1]) ?? new Map<number, string>();
      else if (token[2] !== undefined) {
        x = origin.x + Number(token[2]);
        y = origin.y + Number(token[3]);
      } else if (token[4] !== undefined || token[5] !== undefined) {
        const hex =
          token[4] !== undefined
            ? [...token[4].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!).join('')
            : token[5]!;
        const text = (hex.match(/.{4}/g) ?? [])
          .map((gid) => glyphs.get(parseInt(gid, 16)) ?? '\uFFFD')
          .join('');
        runs.push({ x, y, text });
      } else if (token[6]) {
        const form = formByName.get(token[6]);
        if (form) runs.push(...runsOf(form.toString('latin1'), { x, y }));
      }
    }
    return runs;
  };

  const pagesRoot = all.find(({ dict }) => /\/Type \/Pages/.test(dict));
  const kids = [
    ...(/\/Kids \[([^\]]*)\]/.exec(pagesRoot?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g),
  ].map((m) => Number(m[1]));
  const pages = kids.map((id) => {
    const contents =
      objects.get(ref(objects.get(id)!.dict, 'Contents')!)?.stream?.toString('latin1') ?? '';
    const byLine = new Map<number, Run[]>();
    for (const run of runsOf(contents, { x: 0, y: 0 })) {
      const key = Math.round(run.y);
      byLine.set(key, [...(byLine.get(key) ?? []), run]);
    }
    const lines = [...byLine.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, runs]) =>
        runs
          .sort((a, b) => a.x - b.x)
          .map((run) => run.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    return { lines, text: lines.join('\n') };
  });

  const info: Record<string, string> = {};
  const infoId = ref(pdf.toString('latin1').slice(pdf.lastIndexOf('trailer')), 'Info');
  for (const entry of (infoId === undefined ? '' : objects.get(infoId)!.dict).matchAll(
    /\/(\w+) (\d+) 0 R/g,
  )) {
    info[entry[1]!] = decodeString(objects.get(Number(entry[2]))!.dict);
  }

  return {
    pageCount: all.filter(({ dict }) => /\/Type \/Page\b(?!s)/.test(dict)).length,
    declaredPageCount: Number(/\/Count (\d+)/.exec(pagesRoot?.dict ?? '')?.[1] ?? 0),
    pages,
    fonts,
    info,
    images: all
      .filter(({ dict }) => dict.includes('/Subtype /Image'))
      .map(({ dict }) => ({
        width: Number(/\/Width (\d+)/.exec(dict)?.[1]),
        height: Number(/\/Height (\d+)/.exec(dict)?.[1]),
      })),
  };
}

import { allowedKindsOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { detectKind } from './file-kind.js';

function bytes(...parts: (number[] | string)[]): Buffer {
  return Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
}

const bmpHeader = (infoSize: number) => {
  const header = Buffer.alloc(54);
  header.write('BM');
  header.writeUInt32LE(infoSize, 14);
  return header;
};

describe('detectKind', () => {
  it.each([
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR')],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['zip', bytes('PK', [3, 4, 20, 0])],
    ['zip', bytes('PK', [5, 6], Array(18).fill(0) as number[])],
    ['gzip', bytes([0x1f, 0x8b, 0x08, 0])],
    ['rar', bytes('Rar!', [0x1a, 0x07, 0x00])],
    ['rar', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00])],
    ['dcm', bytes(Array(128).fill(0) as number[], 'DICM', [2, 0])],
    ['bmp', bmpHeader(40)],
    ['bmp', bmpHeader(124)],
  ])('recognizes %s', (kind, header) => {
    expect(detectKind(header)).toBe(kind);
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0])],
    ['an ELF binary', bytes([0x7f], 'ELF')],
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['text starting with BM', bytes('BMW service book, page 1 of 20')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a file too short for DICOM', bytes(Array(130).fill(0) as number[], 'DI')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, header) => {
    expect(detectKind(header)).toBeNull();
  });
});

describe('kinds a file type may be', () => {
  it('takes DICOM and zips (a series) as study images, never as a picture', () => {
    expect(allowedKindsOf('StudyImage')).toEqual(expect.arrayContaining(['dcm', 'zip']));
    expect(allowedKindsOf('ProfilePicture')).not.toContain('dcm');
  });
});

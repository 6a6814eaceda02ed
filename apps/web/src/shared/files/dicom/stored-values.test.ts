import { describe, expect, it } from 'vitest';
import type { PixelFormat } from './dicom-image';
import { storedValues } from './stored-values';

const format = (overrides: Partial<PixelFormat>): PixelFormat => ({
  rows: 1,
  columns: 4,
  bitsAllocated: 16,
  bitsStored: 16,
  signed: false,
  inverted: false,
  ...overrides,
});

const bytesOf = (values: number[]) => new Uint8Array(new Uint16Array(values).buffer);

describe('storedValues', () => {
  it('reads 16-bit unsigned and signed samples', () => {
    expect([...storedValues(bytesOf([0, 1, 65535, 1024]), format({}))]).toEqual([
      0, 1, 65535, 1024,
    ]);
    expect([...storedValues(bytesOf([0, 1, 65535, 64512]), format({ signed: true }))]).toEqual([
      0, 1, -1, -1024,
    ]);
  });

  it('clears the bits above BitsStored of unsigned data', () => {
    const values = storedValues(bytesOf([0xf000 | 4095, 0x1000, 7, 0]), format({ bitsStored: 12 }));
    expect([...values]).toEqual([4095, 0, 7, 0]);
  });

  it('extends the sign of signed data with fewer bits stored', () => {
    // 12-bit two's complement: 0x800 is -2048, 0xfff is -1, whatever the high nibble holds.
    const values = storedValues(
      bytesOf([0x0800, 0x0fff, 0xa7ff, 0x0001]),
      format({ bitsStored: 12, signed: true }),
    );
    expect([...values]).toEqual([-2048, -1, 2047, 1]);
  });

  it('reads 8-bit samples, signed too, and copies unaligned 16-bit bytes', () => {
    const bytes = new Uint8Array([0, 127, 128, 255]);
    expect([...storedValues(bytes, format({ bitsAllocated: 8, bitsStored: 8 }))]).toEqual([
      0, 127, 128, 255,
    ]);
    expect([
      ...storedValues(bytes, format({ bitsAllocated: 8, bitsStored: 8, signed: true })),
    ]).toEqual([0, 127, -128, -1]);
    const unaligned = new Uint8Array(9).subarray(1);
    unaligned.set(bytesOf([1, 2, 3, 4]));
    expect([...storedValues(unaligned, format({}))]).toEqual([1, 2, 3, 4]);
  });
});

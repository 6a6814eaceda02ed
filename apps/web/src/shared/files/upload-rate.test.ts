import { describe, expect, it } from 'vitest';
import { durationParts, uploadRate } from './upload-rate';

describe('uploadRate', () => {
  it('is the average pace since the start and the time left at it', () => {
    expect(uploadRate(50_000_000, 200_000_000, 0, 10_000)).toEqual({
      bytesPerSecond: 5_000_000,
      secondsLeft: 30,
    });
  });

  it('waits for half a second and the first bytes', () => {
    expect(uploadRate(1000, 2000, 0, 400)).toBeNull();
    expect(uploadRate(0, 2000, 0, 5000)).toBeNull();
  });
});

describe('durationParts', () => {
  it('splits seconds into hours, minutes and seconds, rounding up', () => {
    expect(durationParts(7805.2)).toEqual({ hours: 2, minutes: 10, seconds: 6 });
    expect(durationParts(44.1)).toEqual({ hours: 0, minutes: 0, seconds: 45 });
  });
});

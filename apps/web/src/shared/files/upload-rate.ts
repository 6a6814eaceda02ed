/** Bytes per second so far and the seconds left at that pace, for an upload's progress line. */
export interface UploadRate {
  bytesPerSecond: number;
  secondsLeft: number;
}

/**
 * The average pace since the upload started (steadier than the last chunk's) and the time left
 * at that pace. Null until there is something to measure: under half a second or no bytes yet.
 */
export function uploadRate(
  loaded: number,
  total: number,
  startedAt: number,
  now: number,
): UploadRate | null {
  const seconds = (now - startedAt) / 1000;
  if (seconds < 0.5 || loaded <= 0) return null;
  const bytesPerSecond = loaded / seconds;
  return { bytesPerSecond, secondsLeft: Math.max(0, (total - loaded) / bytesPerSecond) };
}

/** Seconds as the largest two units that matter: "45 s", "3 min 5 s", "2 h 10 min". */
export function durationParts(seconds: number): {
  hours: number;
  minutes: number;
  seconds: number;
} {
  const whole = Math.ceil(seconds);
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

// The API's resident memory (RSS) while a benchmark phase runs: the export and file benchmarks
// both report how far it rises, and must measure it the same way to be comparable.
import { readFileSync, writeFileSync } from 'node:fs';

/** Resident memory of a process in MiB: now (VmRSS) and the peak since the last reset (VmHWM). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** Resets VmHWM so the next peak belongs to one phase alone (Linux ≥ 4.0; else sampling only). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while watching the RSS of process `pid` (sampled every 10 ms, and its kernel-kept
 * peak where it can be reset); returns work's result, the seconds it took and the memory in MiB.
 */
export async function measured(pid, work) {
  const before = memoryOf(pid).rss;
  const peakReset = resetPeak(pid);
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 10);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const peak = Math.max(sampled, peakReset ? memoryOf(pid).hwm : 0);
    return { result, seconds, before, peak, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

// Summaries and output shared by the benchmarks: they all print Markdown tables (pasted into
// docs/performance.md as they are) and summarise repeated runs the same way.
import { readFileSync } from 'node:fs';

/** The value at percentile `p` (0–100) of ascending `sorted` (nearest rank, no interpolation). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The median of `values` (the upper one of an even count); `values` is left as it was. */
export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** One Markdown table row: `| a | b |`. */
export const tableRow = (cells) => `| ${cells.join(' | ')} |`;

/** Prints a Markdown table's header row and its `|---|` line. */
export function printTableHeader(columns) {
  console.log(tableRow(columns));
  console.log(`|${'---|'.repeat(columns.length)}`);
}

/**
 * CPU seconds (user + system) process `pid` has used so far, from /proc (Linux): the difference
 * over a phase divided by its requests is what one request costs that process, a figure that
 * does not depend on what else shares the machine as requests per second do.
 */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime and stime are
  // the 14th and 15th fields, in clock ticks (100 per second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

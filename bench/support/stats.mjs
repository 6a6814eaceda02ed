// Summaries and output shared by the benchmarks: they all print Markdown tables (pasted into
// docs/performance.md as they are) and summarise repeated runs the same way.

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

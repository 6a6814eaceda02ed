/**
 * Whether the process has begun to stop. A terminal's Ctrl-C reaches the embedded PostgreSQL too
 * (same process group), which may cut our connections before the portal's own signal handler
 * runs: those losses are part of stopping, not an outage worth a warning.
 */
let stopping = false;

/** How long a connection loss waits before it is reported, so a shutdown can claim it first. */
const REPORT_DELAY_MS = 250;

export function beginShutdown(): void {
  stopping = true;
}

export function shuttingDown(): boolean {
  return stopping;
}

/** Runs `report` a moment later, unless the process began to stop meanwhile. */
export function reportUnlessStopping(report: () => void): void {
  if (stopping) return;
  setTimeout(() => {
    if (!stopping) report();
  }, REPORT_DELAY_MS).unref();
}

/**
 * TEMPORARY: the regions the form offers until the app config query (`appConfig { regions }`,
 * issue 13, another part) is merged; the seed's regions. The server checks the real list.
 */
const FALLBACK_REGIONS = ['mazowieckie', 'małopolskie', 'pomorskie'];

/** The regions to choose from: the configured ones and any the account already has. */
export function regionOptions(current: readonly string[]): string[] {
  return [...new Set([...FALLBACK_REGIONS, ...current])];
}

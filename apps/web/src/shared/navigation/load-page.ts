/**
 * Leaves the current page for `path` with a full page load: from the pages without a router (the
 * sign-in entry, ADR 0033) to one the portal serves. Its own module, so tests can stand in for
 * the browser's navigation, which jsdom lacks.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

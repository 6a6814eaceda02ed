/**
 * The address that opens a file in the installation's OHIF viewer: its configured address with
 * the file's absolute URL as `url`, the parameter OHIF's URL-based data sources read. The file URL
 * is the short-lived signed one the dialog fetched, so OHIF must open it within its lifetime.
 */
export function ohifViewerLink(viewerUrl: string, fileUrl: string, origin: string): string {
  const link = new URL(viewerUrl, origin);
  link.searchParams.set('url', new URL(fileUrl, origin).href);
  return link.href;
}

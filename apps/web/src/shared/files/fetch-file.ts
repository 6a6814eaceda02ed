/** How fetching a file for preview or download can end (spec part 2 §8 file download). */
export type FetchFileResult =
  | { ok: true; blob: Blob }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'corrupted' }
  | { ok: false; reason: 'failed'; detail: string };

/**
 * Fetches a file from a signed URL. A 404 or a 'no_data_found' answer means there is nothing
 * to show; a file of zero bytes counts as corrupted.
 */
export async function fetchFile(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FetchFileResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    return {
      ok: false,
      reason: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (response.status === 404) return { ok: false, reason: 'notFound' };
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (body.includes('no_data_found')) return { ok: false, reason: 'notFound' };
    return { ok: false, reason: 'failed', detail: `HTTP ${response.status}` };
  }
  const blob = await response.blob();
  if (blob.size === 0) return { ok: false, reason: 'corrupted' };
  return { ok: true, blob };
}

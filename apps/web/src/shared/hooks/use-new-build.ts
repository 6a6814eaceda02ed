import { BUILD_CHECK_FIRST_MS, BUILD_CHECK_INTERVAL_MS } from '@portal/domain';
import { useEffect, useState } from 'react';

/** GET /api/build/handler → the commit the server runs; null when it cannot be read. */
export async function fetchServerCommit(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/api/build/handler', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { commit?: unknown };
    return typeof body.commit === 'string' ? body.commit : null;
  } catch {
    return null;
  }
}

/**
 * True once the server runs a different build than this page (spec part 1 §2, §9): the first
 * check after 10 s, then every 250 s. A failed check says nothing; the next one decides.
 */
export function useNewBuild(ownCommit: string, fetchImpl?: typeof fetch): boolean {
  const [newBuild, setNewBuild] = useState(false);

  useEffect(() => {
    if (newBuild) return;
    let interval: number | undefined;
    const check = async () => {
      const commit = await fetchServerCommit(fetchImpl);
      if (commit && commit !== ownCommit) setNewBuild(true);
    };
    const first = window.setTimeout(() => {
      void check();
      interval = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    }, BUILD_CHECK_FIRST_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [ownCommit, fetchImpl, newBuild]);

  return newBuild;
}

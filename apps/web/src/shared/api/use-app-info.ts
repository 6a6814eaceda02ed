import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AppInfoDocument, type AppInfoQuery } from '../../__generated__/graphql';

let hotline: string | null = null;

/** Facts the error handler needs outside React (the hotline in error texts, spec part 1 §8). */
export const appInfoFacts = { hotline: (): string | null => hotline };

/** Version, hotline and privacy-policy address of this installation; public, read once. */
export function useAppInfo(): AppInfoQuery['appInfo'] | null {
  const { data } = useQuery(AppInfoDocument, { fetchPolicy: 'cache-first' });
  const info = data?.appInfo ?? null;
  useEffect(() => {
    hotline = info?.hotline ?? null;
  }, [info]);
  return info;
}

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shared/ui/load-error';

interface Props {
  loading: boolean;
  error: unknown;
  /** Whether there is anything to show (the answer arrived and is not empty). */
  empty: boolean;
  hasData: boolean;
  texts: { loading: string; loadFailed: string; empty: string };
  onRetry: () => Promise<unknown>;
  children: ReactNode;
}

/** A tab's list, or in its place its loading, a failed read with a retry, or its empty text. */
export function TabState({ loading, error, empty, hasData, texts, onRetry, children }: Props) {
  if (!hasData) {
    if (error) return <LoadError message={texts.loadFailed} onRetry={onRetry} />;
    if (loading) {
      return (
        <Stack spacing={1} aria-busy="true" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      );
    }
  }
  if (empty) {
    return (
      <Alert severity="info" role="status">
        {texts.empty}
      </Alert>
    );
  }
  return children;
}

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { isMissingRecord } from '../api/classify-error';
import { LoadError } from './load-error';

interface Props {
  /** The way back to the list, shown above whatever stands here. */
  back: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry: () => Promise<unknown> | void;
  texts: { loading: string; loadFailed: string; notFound: string };
}

/**
 * A record page before its record is there: a skeleton while it loads, a failure with a retry,
 * or "not found" for a record that is missing or not the caller's to see.
 */
export function RecordPending({ back, loading, error, onRetry, texts }: Props) {
  const missing = !error || isMissingRecord(error);
  return (
    <Stack spacing={2}>
      {back}
      {loading && (
        <Stack spacing={2} aria-busy="true" aria-label={texts.loading}>
          <Skeleton variant="text" width={320} height={48} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
      {!loading && !missing && <LoadError message={texts.loadFailed} onRetry={onRetry} />}
      {!loading && missing && <Alert severity="warning">{texts.notFound}</Alert>}
    </Stack>
  );
}

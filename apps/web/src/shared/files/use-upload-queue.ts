import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ConfirmUploadDocument,
  PrepareUploadDocument,
  type ConfirmUploadMutation,
  type FileType,
} from '../../__generated__/graphql';
import { uploadWithProgress } from './upload-with-progress';

export type UploadedFile = ConfirmUploadMutation['confirmUpload'];

export type UploadStatus = 'waiting' | 'uploading' | 'checking' | 'done' | 'failed' | 'cancelled';

/** One file of the queue, as its row shows it. */
export interface QueuedUpload {
  key: string;
  file: File;
  fileType: FileType;
  status: UploadStatus;
  loaded: number;
  /** When the bytes started to go (for the pace and the time left). */
  startedAt: number;
  /** The checked file, once confirmed. */
  uploaded: UploadedFile | null;
}

interface UploadTarget {
  patientId?: string;
  studyId?: string;
}

/** Files sent at once: enough to fill a line, few enough that each makes visible progress. */
const PARALLEL = 2;

let sequence = 0;

/**
 * A queue of uploads through the protocol (spec part 2 §7: prepareUpload → PUT → confirmUpload),
 * two at a time, each with its progress, cancellable while it runs and retried from the start
 * when it failed or was cancelled. A refusal by the server (e.g. content not allowed) is shown by
 * the shared error handler and leaves the row failed.
 */
export function useUploadQueue(target: UploadTarget) {
  const [prepareUpload] = useMutation(PrepareUploadDocument);
  const [confirmUpload] = useMutation(ConfirmUploadDocument);
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // Keys started and not yet settled: a render between two state updates never starts one twice.
  const started = useRef(new Set<string>());

  const patch = useCallback((key: string, changes: Partial<QueuedUpload>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...changes } : item)),
    );
  }, []);

  const run = useCallback(
    async (item: QueuedUpload) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', loaded: 0, startedAt: Date.now() });
      try {
        const { data: prepared } = await prepareUpload({
          variables: {
            file: {
              ...target,
              fileType: item.fileType,
              fileSizeInBytes: item.file.size,
              filename: item.file.name,
              mimetype: item.file.type,
            },
          },
        });
        const url = prepared?.prepareUpload.uploadSignedURL;
        if (!prepared || !url) throw new Error('not prepared');
        await uploadWithProgress(
          url,
          item.file,
          ({ loaded }) => patch(item.key, { loaded }),
          controller.signal,
        );
        patch(item.key, { status: 'checking' });
        const { data: confirmed } = await confirmUpload({
          variables: { fileId: prepared.prepareUpload.fileId },
        });
        if (!confirmed) throw new Error('not confirmed');
        patch(item.key, { status: 'done', uploaded: confirmed.confirmUpload });
      } catch {
        patch(item.key, { status: controller.signal.aborted ? 'cancelled' : 'failed' });
      } finally {
        controllers.current.delete(item.key);
        started.current.delete(item.key);
      }
    },
    [confirmUpload, patch, prepareUpload, target],
  );

  // Starts waiting files while fewer than PARALLEL run.
  useEffect(() => {
    const next = items.filter(
      (item) => item.status === 'waiting' && !started.current.has(item.key),
    );
    for (const item of next.slice(0, Math.max(0, PARALLEL - started.current.size))) {
      started.current.add(item.key);
      void run(item);
    }
  }, [items, patch, run]);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const open = controllers.current;
    return () => open.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((files: readonly File[], fileType: FileType) => {
    const added = files.map((file): QueuedUpload => ({
      key: `upload-${(sequence += 1)}`,
      file,
      fileType,
      status: 'waiting',
      loaded: 0,
      startedAt: 0,
      uploaded: null,
    }));
    setItems((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (key: string) => {
      const controller = controllers.current.get(key);
      if (controller) controller.abort();
      else patch(key, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback((key: string) => patch(key, { status: 'waiting', loaded: 0 }), [patch]);

  const remove = useCallback((keys: readonly string[]) => {
    setItems((current) => current.filter((item) => !keys.includes(item.key)));
  }, []);

  return { items, add, cancel, retry, remove };
}

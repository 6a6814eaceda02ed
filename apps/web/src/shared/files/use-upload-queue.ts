import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ConfirmUploadDocument,
  PrepareUploadDocument,
  type ConfirmUploadMutation,
  type FileType,
} from '../../__generated__/graphql';
import type { PartPlan } from './multipart-upload';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress';
import { useMultipartUpload } from './use-multipart-upload';

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
  /** A multipart upload that was interrupted: a retry resumes it instead of starting over. */
  resumable: { fileId: string; multipart: PartPlan } | null;
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
 * two at a time, each with its progress, cancellable while it runs and retried when it failed or
 * was cancelled. A large file on S3 goes in parts (ADR 0039); retrying it resumes with the parts
 * not stored yet. Anything else starts over. A refusal by the server (e.g. content not allowed)
 * is shown by the shared error handler and leaves the row failed.
 */
export function useUploadQueue(target: UploadTarget) {
  const [prepareUpload] = useMutation(PrepareUploadDocument);
  const [confirmUpload] = useMutation(ConfirmUploadDocument);
  const { storedParts, send: sendInParts } = useMultipartUpload();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // Keys started and not yet settled: a render between two state updates never starts one twice.
  const started = useRef(new Set<string>());

  const patch = useCallback((key: string, changes: Partial<QueuedUpload>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...changes } : item)),
    );
  }, []);

  /**
   * Sends the file's bytes and returns the id of the file to confirm: the parts an interrupted
   * multipart upload still lacks, or else a new upload, in parts or in one PUT as prepared.
   */
  const sendBytes = useCallback(
    async (item: QueuedUpload, signal: AbortSignal, onProgress: (p: UploadProgress) => void) => {
      const { resumable } = item;
      const stored = resumable ? await storedParts(resumable.fileId) : null;
      if (resumable && stored) {
        const options = { stored, onProgress, signal };
        await sendInParts(item.file, resumable.fileId, resumable.multipart, options);
        return resumable.fileId;
      }
      const { data } = await prepareUpload({
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
      if (!data) throw new Error('not prepared');
      const { fileId, uploadSignedURL, multipart } = data.prepareUpload;
      patch(item.key, { resumable: multipart ? { fileId, multipart } : null });
      if (multipart) {
        await sendInParts(item.file, fileId, multipart, { onProgress, signal });
      } else {
        if (!uploadSignedURL) throw new Error('not prepared');
        await uploadWithProgress(uploadSignedURL, item.file, onProgress, signal);
      }
      return fileId;
    },
    [patch, prepareUpload, sendInParts, storedParts, target],
  );

  const run = useCallback(
    async (item: QueuedUpload) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', loaded: 0, startedAt: Date.now() });
      // A failure while the bytes go leaves a multipart upload to resume; one at confirm does not.
      let confirming = false;
      try {
        const fileId = await sendBytes(item, controller.signal, ({ loaded }) =>
          patch(item.key, { loaded }),
        );
        patch(item.key, { status: 'checking' });
        confirming = true;
        const { data: confirmed } = await confirmUpload({ variables: { fileId } });
        if (!confirmed) throw new Error('not confirmed');
        patch(item.key, { status: 'done', uploaded: confirmed.confirmUpload, resumable: null });
      } catch {
        patch(item.key, {
          status: controller.signal.aborted ? 'cancelled' : 'failed',
          ...(confirming ? { resumable: null } : {}),
        });
      } finally {
        controllers.current.delete(item.key);
        started.current.delete(item.key);
      }
    },
    [confirmUpload, patch, sendBytes],
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
      resumable: null,
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

import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '../../platform/storage/storage.js';
import type { PatientStudyFileRow } from './patient-studies.repository.js';

export interface StudyArchive {
  /** The zip's bytes as they are made: one file at a time is read from the storage. */
  stream: Readable;
  /** The zip's exact length (stored, not compressed, sizes known), or null when unknown. */
  size: number | null;
}

/**
 * A study's files as one zip, streamed (issue 18 §1): entries stored, not compressed — images,
 * DICOM and zips gain nothing and the length is known up front — each read from the storage only
 * when its turn comes, so a study of gigabytes never sits in memory. ZIP64 when it grows past
 * 4 GB (yazl). Names repeated within the study get ' (2)', ' (3)'… before the extension.
 */
export function studyArchive(
  storage: Storage,
  files: readonly PatientStudyFileRow[],
  onError: (error: unknown) => void,
): Promise<StudyArchive> {
  const zip = new ZipFile();
  const taken = new Set<string>();
  for (const file of files) {
    zip.addReadStreamLazy(
      uniqueName(file.name, taken),
      { compress: false, size: file.size },
      (callback) => {
        storage.get(file.storageKey).then(
          (stream) => callback(null, stream),
          (error: unknown) => {
            onError(error);
            callback(error, undefined as never);
          },
        );
      },
    );
  }
  return new Promise((resolve) => {
    zip.end(undefined, ((size: number) => {
      resolve({ stream: zip.outputStream as Readable, size: size >= 0 ? size : null });
    }) as () => void);
  });
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
    candidate = `${stem} (${copy})${extension}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';

/** Why a dropped file was not taken (spec part 2 §8 "File drop rejected"). */
export type DropRejectionReason = 'rejected' | 'type' | 'tooLarge' | 'tooMany' | 'duplicate';

export interface DropRejection {
  name: string;
  reason: DropRejectionReason;
}

export interface DropRules {
  /** Lower-case extensions without the dot; empty means any type. */
  accept: readonly string[];
  maxFiles: number;
  maxBytes: number;
  /** Single-file mode: a new file replaces the chosen one (spec part 2 §5). */
  single: boolean;
}

export const DEFAULT_DROP_RULES: DropRules = {
  accept: [],
  maxFiles: MAX_UPLOAD_FILES,
  maxBytes: MAX_UPLOAD_BYTES,
  single: false,
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Applies the drop limits to newly dropped files: the accepted list that results (in order) and
 * one rejection per refused file. Empty files are refused as unreadable ('rejected'); a name
 * already chosen, or among `takenNames` (files already attached), is a duplicate.
 */
export function applyDropRules(
  chosen: readonly File[],
  dropped: readonly File[],
  rules: DropRules,
  takenNames: readonly string[] = [],
): { files: File[]; rejections: DropRejection[] } {
  const rejections: DropRejection[] = [];
  let files = rules.single ? [] : [...chosen];
  const limit = rules.single ? 1 : rules.maxFiles;

  for (const file of dropped) {
    const reason = refusal(file, files, rules, takenNames);
    if (reason) {
      rejections.push({ name: file.name, reason });
      continue;
    }
    if (files.length >= limit) {
      if (rules.single) files = [];
      else {
        rejections.push({ name: file.name, reason: 'tooMany' });
        continue;
      }
    }
    files.push(file);
  }
  return { files, rejections };
}

function refusal(
  file: File,
  files: readonly File[],
  rules: DropRules,
  takenNames: readonly string[],
): DropRejectionReason | null {
  if (file.size === 0) return 'rejected';
  if (rules.accept.length > 0 && !rules.accept.includes(extensionOf(file.name))) return 'type';
  if (file.size > rules.maxBytes) return 'tooLarge';
  if (takenNames.includes(file.name)) return 'duplicate';
  if (!rules.single && files.some((other) => other.name === file.name)) return 'duplicate';
  return null;
}

import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { studies } from '../../db/schema/index.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { studyNotFound, type StudyDeps } from './studies.service.js';
import { studiesOf } from './studies.repository.js';
import type { StudyTableRow } from './study-rows.js';

/**
 * The start and the refusal of every save of one of a study's tabs (files, rejected files,
 * payments, the description request): each edits the study's version (ADR 0021).
 */

const audit = entityAudit('study');

export type StudyClaim = { study: StudyTableRow } | { stale: number | null };

/**
 * In the save's transaction: the study `actor` sees, locked (anything else is NOT_FOUND, like a
 * missing study), and the version edited claimed — or `stale` with the current version when
 * someone saved first.
 */
export async function claimStudy(
  tx: Executor,
  actor: Actor,
  id: number,
  version: number,
): Promise<StudyClaim> {
  const study = await studiesOf(tx, actor).lock(id);
  if (!study) throw studyNotFound(id);
  const claim = await claimVersion(tx, studies, id, version);
  return claim.claimed ? { study } : { stale: claim.currentVersion ?? null };
}

/** After the transaction: a stale save refused, in the audit trail first. */
export async function refuseStale(
  deps: StudyDeps,
  actor: Actor,
  action: string,
  input: { id: number; version: number },
  currentVersion: number | null,
): Promise<never> {
  const details = { reason: 'staleVersion', version: input.version };
  await audit(deps.db, actor, action, input.id, details, 'failure');
  throw staleVersion(currentVersion);
}

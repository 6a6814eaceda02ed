import type { TSoftwareInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { software } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import {
  deleteSoftwareRow,
  insertSoftware,
  lockSoftware,
  updateSoftwareRow,
  type SoftwareModel,
} from './software.repository.js';

/** An id that names no program. */
export const softwareNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.software.notFound', { params: { id } });

const audit = entityAudit('software');

const fieldsOf = ({ name, downloadURL }: TSoftwareInput) => ({ name, downloadURL });

/** The fields an update changes, before and after (master data audit, ADR 0030). */
function changes(before: TSoftwareInput, after: TSoftwareInput) {
  const changed = (['name', 'downloadURL'] as const).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export async function createSoftware(
  db: Database,
  admin: Actor,
  input: TSoftwareInput,
): Promise<SoftwareModel> {
  return db.transaction(async (tx) => {
    const created = await insertSoftware(tx, input);
    await audit(tx, admin, 'software.create', created.id, { after: fieldsOf(input) });
    return created;
  });
}

/** updateSoftware: a stale `version` is refused with STALE_VERSION (ADR 0021). */
export async function updateSoftware(
  db: Database,
  admin: Actor,
  { id, version, input }: { id: number; version: number; input: TSoftwareInput },
): Promise<SoftwareModel> {
  const outcome = await db.transaction(async (tx) => {
    const before = await lockSoftware(tx, id);
    if (!before) throw softwareNotFound(id);
    const claim = await claimVersion(tx, software, id, version);
    if (!claim.claimed) return { stale: claim.currentVersion };
    const updated = await updateSoftwareRow(tx, id, input);
    await audit(tx, admin, 'software.update', id, changes(before, input));
    return { updated };
  });
  if (outcome.updated) return outcome.updated;
  // After the transaction: its rollback must not take the record of the refusal with it.
  const details = { reason: 'staleVersion', version, currentVersion: outcome.stale ?? null };
  await audit(db, admin, 'software.update', id, details, 'failure');
  throw staleVersion(outcome.stale ?? null);
}

/** deleteSoftware: nothing names a program, so it is deleted; the audit row keeps what it was. */
export async function deleteSoftware(db: Database, admin: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockSoftware(tx, id);
    if (!before) throw softwareNotFound(id);
    await deleteSoftwareRow(tx, id);
    await audit(tx, admin, 'software.delete', id, { before: fieldsOf(before) });
  });
}

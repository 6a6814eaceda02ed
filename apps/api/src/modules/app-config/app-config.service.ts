import type { TAppConfigInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { appConfig, type AppConfigData } from '../../db/schema/index.js';
import { badInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { removedItemsInUse } from './app-config-usage.js';
import {
  APP_CONFIG_ID,
  lockAppConfig,
  writeAppConfig,
  type AppConfigModel,
} from './app-config.repository.js';

type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

/** The keys a save changes, with their values before and after (the audit row's details). */
export function changedKeys(before: AppConfigData, after: AppConfigData): Changes {
  const changes: Changes = { before: {}, after: {} };
  for (const key of Object.keys(after) as (keyof AppConfigData)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes.before[key] = before[key];
    changes.after[key] = after[key];
  }
  return changes;
}

/**
 * saveAppConfig: the whole configuration, in one transaction with its audit row. `version` is the
 * one the Admin edited: of two Admins who loaded the same version the second is refused with
 * STALE_VERSION and changes nothing (ADR 0021). Removing an item that live records still use is
 * refused with a message naming the record (app-config-usage.ts).
 */
export async function saveAppConfig(
  { db }: { db: Database },
  admin: Actor,
  { data, version }: { data: TAppConfigInput; version: number },
): Promise<AppConfigModel> {
  const audit = { actorUserId: admin.userId, entityType: 'appConfig', entityId: APP_CONFIG_ID };
  const outcome = await db.transaction(async (tx) => {
    const claim = await claimVersion(tx, appConfig, APP_CONFIG_ID, version);
    if (!claim.claimed) return { stale: claim.currentVersion };
    const { version: _read, ...before } = await lockAppConfig(tx);
    const inUse = await removedItemsInUse(tx, before, data);
    if (inUse.length > 0) throw badInput(inUse);
    await writeAppConfig(tx, data);
    await recordAudit(tx, {
      ...audit,
      action: 'appConfig.save',
      outcome: 'success',
      address: admin.address,
      details: changedKeys(before, data),
    });
    return { saved: { ...data, version: claim.version } };
  });
  if (outcome.saved) return outcome.saved;
  // After the transaction: its rollback must not take the record of the refusal with it.
  await recordAudit(db, {
    ...audit,
    action: 'appConfig.save',
    outcome: 'failure',
    address: admin.address,
    details: { reason: 'staleVersion', version, currentVersion: outcome.stale ?? null },
  });
  throw staleVersion(outcome.stale ?? null);
}

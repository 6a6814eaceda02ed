import { violatesConstraint } from '../../db/constraint-violation.js';
import type { Actor } from '../../auth/actor.js';
import type { TNewTabletInput, TTabletUpdateInput } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { revokeTabletSessions } from '../../auth/tablet-sessions.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { tablets } from '../../db/schema/index.js';
import { badInput } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { cancelPendingRequests } from '../consents/consent-requests.repository.js';
import { newClientCredentials, pairingQrCode } from './tablet-credentials.js';
import { tabletNotFound } from './tablet-errors.js';
import {
  findBranch,
  findTablet,
  lockTablet,
  tabletIdTaken,
  type TabletModel,
} from './tablets.repository.js';

export interface TabletRegistration {
  tablet: TabletModel;
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  qrCode: string;
}

const duplicateTabletId = (tabletId: string) =>
  badInput([
    {
      code: 'custom',
      path: ['tabletId'],
      message: 'validation.tablet.duplicateTabletId',
      params: { tabletId },
      input: tabletId,
    },
  ]);

async function requireBranch(db: Executor, branchId: number): Promise<void> {
  if (await findBranch(db, branchId)) return;
  throw badInput([
    {
      code: 'custom',
      path: ['branchId'],
      message: 'validation.tablet.unknownBranch',
      params: { id: branchId },
      input: branchId,
    },
  ]);
}

const audit = entityAudit('tablet');

/** What the tablet services work with: the database and the API address the kiosk is given. */
export interface TabletDeps {
  db: Database;
  publicUrl: string;
}

/**
 * The answer to a registration or an unpairing: the tablet as stored now, with the credentials
 * shown this once, the API address and a QR code holding all three.
 */
async function pairingOf(
  { db, publicUrl }: TabletDeps,
  id: number,
  { clientId, clientSecret }: { clientId: string; clientSecret: string },
): Promise<TabletRegistration> {
  const apiUrl = publicUrl;
  return {
    tablet: (await findTablet(db, id))!,
    clientId,
    clientSecret,
    apiUrl,
    qrCode: await pairingQrCode({ apiUrl, clientId, clientSecret }),
  };
}

/**
 * registerTablet: a new tablet with fresh client credentials. The secret is returned this once,
 * with the API address and a QR code holding all three; only its hash is stored.
 */
export async function registerTablet(
  { db, publicUrl }: TabletDeps,
  admin: Actor,
  input: TNewTabletInput,
): Promise<TabletRegistration> {
  await requireBranch(db, input.branchId);
  if (await tabletIdTaken(db, input.tabletId)) throw duplicateTabletId(input.tabletId);
  const { clientId, clientSecret } = newClientCredentials();
  const clientSecretHash = await hashPassword(clientSecret);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tablets)
        .values({ ...input, clientId, clientSecretHash })
        .returning({ id: tablets.id });
      await audit(tx, admin, 'tablet.register', row!.id, { branchId: input.branchId });
      return row!.id;
    });
  } catch (error) {
    if (violatesConstraint(error, 'tablets_tablet_id')) throw duplicateTabletId(input.tabletId);
    throw error;
  }
  return pairingOf({ db, publicUrl }, id, { clientId, clientSecret });
}

/**
 * Ends what a tablet was doing: its kiosk sessions (the kiosk is signed out at its next request
 * or event) and its pending consent request.
 */
async function disconnect(tx: Executor, id: number): Promise<void> {
  await revokeTabletSessions(tx, id);
  await cancelPendingRequests(tx, id);
}

/**
 * updateTablet: name, branch and active; the device id never changes (spec part 2 §5). `version`
 * is the one the Admin edited: a stale save is refused with STALE_VERSION (ADR 0021).
 */
export async function updateTablet(
  { db }: Pick<TabletDeps, 'db'>,
  admin: Actor,
  { id, version, input }: { id: number; version: number; input: TTabletUpdateInput },
): Promise<TabletModel> {
  await requireBranch(db, input.branchId);
  const stale = await db.transaction(async (tx) => {
    const current = await lockTablet(tx, id);
    if (!current) throw tabletNotFound(id);
    const claim = await claimVersion(tx, tablets, id, version);
    if (!claim.claimed) return { currentVersion: claim.currentVersion };
    await tx.update(tablets).set(input).where(eq(tablets.id, id));
    // A deactivated tablet may not be used any more: signed out at once, not at its next sign-in.
    if (current.active && !input.active) await disconnect(tx, id);
    await audit(tx, admin, 'tablet.update', id, {
      branchId: input.branchId,
      active: input.active,
    });
    return null;
  });
  if (stale) {
    // After the transaction: its rollback must not take the record of the refusal with it.
    const details = { reason: 'staleVersion', version, currentVersion: stale.currentVersion };
    await audit(db, admin, 'tablet.update', id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  return (await findTablet(db, id))!;
}

/**
 * unpairTablet: only an Admin unpairs a tablet, never whoever holds it (ADR 0026). The tablet
 * gets new client credentials, so the old ones stop working: the kiosk's session is revoked, its
 * renewal with the stored secret is refused and it goes back to its pairing screen. The tablet is
 * "not configured" until a device pairs with the new QR code returned here.
 */
export async function unpairTablet(
  { db, publicUrl }: TabletDeps,
  admin: Actor,
  id: number,
): Promise<TabletRegistration> {
  const { clientId, clientSecret } = newClientCredentials();
  const clientSecretHash = await hashPassword(clientSecret);
  await db.transaction(async (tx) => {
    if (!(await lockTablet(tx, id))) throw tabletNotFound(id);
    await tx
      .update(tablets)
      .set({ clientId, clientSecretHash, configuredAt: null })
      .where(eq(tablets.id, id));
    await disconnect(tx, id);
    await audit(tx, admin, 'tablet.unpair', id);
  });
  return pairingOf({ db, publicUrl }, id, { clientId, clientSecret });
}

/**
 * deleteTablet: the tablet disappears from every list and can never sign in again; its sessions
 * are revoked and its pending request cancelled. The row stays, marked deleted, so the consent
 * requests signed on it keep naming it (ADR 0014).
 */
export async function deleteTablet(
  { db }: Pick<TabletDeps, 'db'>,
  admin: Actor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockTablet(tx, id))) throw tabletNotFound(id);
    await tx
      .update(tablets)
      .set({ deletedAt: sql`now()`, active: false })
      .where(eq(tablets.id, id));
    await disconnect(tx, id);
    await audit(tx, admin, 'tablet.delete', id);
  });
}

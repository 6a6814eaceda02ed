import type { TTabletCredentials } from '@portal/domain';
import type { Caller } from '../../auth/actor.js';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.js';
import { createTabletSession } from '../../auth/tablet-sessions.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { countRecentFailures, recordAudit } from '../../platform/audit/audit.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { tabletStatusChanged } from '../../platform/pubsub/events.js';
import { ADDRESS_WINDOW_MINUTES } from '../auth/auth.service.js';
import { findBranch, findTabletByClientId, markPaired } from './tablets.repository.js';

export const TABLET_SIGN_IN_ACTION = 'tablet.signIn';

export interface TabletSignedIn {
  token: string;
  expiresAt: Date;
  tablet: { id: number; name: string; branchName: string };
}

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'errors.tablet.invalidCredentials');

/**
 * tabletSignIn: pairs a kiosk with the client credentials of its registration QR code. Like a
 * user's sign-in it is throttled per address, audited, and an unknown client id takes as long as
 * a wrong secret. The first pairing marks the tablet configured.
 */
export async function tabletSignIn(
  deps: { db: Database; config: Config; events: EventPublisher },
  caller: Caller,
  credentials: TTabletCredentials,
): Promise<TabletSignedIn> {
  const { db, config, events } = deps;
  const { address } = caller;
  await refuseThrottledAddress(db, config, address);
  const tablet = await findTabletByClientId(db, credentials.clientId);
  const fail = (reason: string, outcome: 'failure' | 'denied' = 'failure') =>
    recordAudit(db, {
      action: TABLET_SIGN_IN_ACTION,
      outcome,
      entityType: 'tablet',
      entityId: tablet?.id,
      address,
      details: { reason },
    });

  if (!tablet) {
    await burnPasswordCheck(credentials.clientSecret);
    await fail('unknownClient');
    throw invalidCredentials();
  }
  if (!(await verifyPassword(tablet.clientSecretHash, credentials.clientSecret))) {
    await fail('wrongSecret');
    throw invalidCredentials();
  }
  if (!tablet.active) {
    await fail('inactive', 'denied');
    throw new AppError('ACCOUNT_INACTIVE', 'errors.tablet.inactive');
  }

  const session = await db.transaction(async (tx) => {
    const created = await createTabletSession(tx, tablet.id);
    await markPaired(tx, tablet.id);
    await recordAudit(tx, {
      action: TABLET_SIGN_IN_ACTION,
      outcome: 'success',
      entityType: 'tablet',
      entityId: tablet.id,
      address,
    });
    return created;
  });
  events.publish(tabletStatusChanged(tablet.id));
  const branch = await findBranch(db, tablet.branchId);
  return {
    ...session,
    tablet: { id: tablet.id, name: tablet.name, branchName: branch?.name ?? '' },
  };
}

/** The sign-in page's rule for addresses, counted over tablet sign-ins. */
async function refuseThrottledAddress(
  db: Database,
  config: Config,
  address: string,
): Promise<void> {
  const failures = await countRecentFailures(
    db,
    TABLET_SIGN_IN_ACTION,
    address,
    ADDRESS_WINDOW_MINUTES,
  );
  if (failures < config.login.addressMaxFailures) return;
  await recordAudit(db, {
    action: TABLET_SIGN_IN_ACTION,
    outcome: 'denied',
    address,
    details: { reason: 'addressThrottled' },
  });
  throw new AppError('TOO_MANY_ATTEMPTS', 'errors.addressThrottled', {
    params: { minutes: ADDRESS_WINDOW_MINUTES },
    extensions: { retryAfterSeconds: ADDRESS_WINDOW_MINUTES * 60 },
  });
}

import type { Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { userMfa } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { openChallenge } from './mfa-challenges.js';

/** Whether `roles` must sign in with a second factor (MFA_REQUIRED_ROLES, ADR 0046). */
export const mfaRequiredFor = (config: Pick<Config, 'mfa'>, roles: readonly Role[]) =>
  roles.some((role) => config.mfa.requiredRoles.includes(role));

/**
 * What signing in asks after a right password (ADR 0046): a code, when the account has an
 * authenticator (MFA_REQUIRED); setting one up, when its roles need one (MFA_ENROLMENT_REQUIRED);
 * nothing otherwise. The refusal carries the step's token.
 */
export async function secondStepOf(
  deps: { db: Database; config: Pick<Config, 'mfa'> },
  account: { id: number; roles: readonly Role[] },
): Promise<AppError | null> {
  const [mfa] = await deps.db
    .select({ enabledAt: userMfa.enabledAt })
    .from(userMfa)
    .where(eq(userMfa.userId, account.id));
  if (mfa?.enabledAt) {
    const mfaToken = await openChallenge(deps.db, account.id, 'verify');
    return new AppError('MFA_REQUIRED', 'errors.mfa.required', { extensions: { mfaToken } });
  }
  if (mfaRequiredFor(deps.config, account.roles)) {
    const mfaToken = await openChallenge(deps.db, account.id, 'enrol');
    return new AppError('MFA_ENROLMENT_REQUIRED', 'errors.mfa.enrolmentRequired', {
      extensions: { mfaToken },
    });
  }
  return null;
}

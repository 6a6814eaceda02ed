import { z } from 'zod';
import { ZLogin } from './fields.js';

/**
 * A forgotten password (spec part 1 §2 /reset-password-request, §4 "Password reset", §7
 * initPasswordReset; issue 19 §2). The numbers are our choices, not the spec's tables.
 */

/** How long a mailed reset link works: long enough to reach a mailbox, short enough to go stale. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** Reset requests one client address may make within an hour, whatever the addresses asked for. */
export const PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR = 10;
/** Reset requests naming one login within an hour, existing or not: no mailbox is flooded. */
export const PASSWORD_RESET_REQUESTS_PER_LOGIN_PER_HOUR = 3;

/** initPasswordReset(email): "Reset request: email required and valid" (spec part 1 §5). */
export const ZPasswordResetRequest = z.object({ email: ZLogin });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

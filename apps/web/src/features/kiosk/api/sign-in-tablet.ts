import { ERROR_CODES } from '@portal/domain';
import { classifyError, type ErrorKind } from '../../../shared/api/classify-error';
import { KioskSignInDocument, type KioskSignInMutation } from '../../../__generated__/graphql';
import { createKioskConnection } from './kiosk-connection';

export type TabletSession = KioskSignInMutation['tabletSignIn'];

export type SignInOutcome = { ok: true; session: TabletSession } | { ok: false; error: ErrorKind };

/**
 * What a failed sign-in means for the kiosk: `refused` — these credentials will never work again
 * (tablet unpaired, deleted or registered anew); `inactive` — an administrator switched it off, and
 * may switch it on again; `later` — the server could not answer now (network, maintenance,
 * throttling), the same credentials may work in a moment.
 */
export type SignInFailure = 'refused' | 'inactive' | 'later';

export function signInFailure(error: ErrorKind): SignInFailure {
  if (error.kind === 'validation' || error.kind === 'unauthenticated') return 'refused';
  if (error.kind !== 'other') return 'later';
  if (error.code === ERROR_CODES.INVALID_CREDENTIALS) return 'refused';
  if (error.code === ERROR_CODES.ACCOUNT_INACTIVE) return 'inactive';
  return 'later';
}

/** `tabletSignIn` with the tablet's client credentials, on a client that carries no session. */
export async function signInTablet(clientId: string, clientSecret: string): Promise<SignInOutcome> {
  const connection = createKioskConnection({ token: null, onSessionEnded: () => undefined });
  try {
    const { data } = await connection.client.mutate({
      mutation: KioskSignInDocument,
      variables: { clientId, clientSecret },
    });
    if (!data) return { ok: false, error: { kind: 'network' } };
    return { ok: true, session: data.tabletSignIn };
  } catch (error) {
    return { ok: false, error: classifyError(error) };
  } finally {
    connection.dispose();
  }
}

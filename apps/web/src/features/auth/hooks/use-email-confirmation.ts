import type { Lang } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { ConfirmEmailDocument } from '../../../__generated__/address-confirmation/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';

export type EmailConfirmation =
  { status: 'confirmed' } | { status: 'refused'; error: unknown } | null;

/**
 * The link's token, taken off the address bar: a reload or a shared address must not send it
 * again, and it should not stay in the history. The history entry's own state (the router's) is
 * kept.
 */
function takeToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/**
 * /login?token=… (spec part 1 §2, §4 "Email confirmation": done automatically when the token
 * parameter is present): the mailed link's token is sent once to `confirmEmail`; null until it
 * is answered, or when the page was opened without one.
 */
export function useEmailConfirmation(lang: Lang): EmailConfirmation {
  const [result, setResult] = useState<EmailConfirmation>(null);
  // Once per page: StrictMode runs effects twice, and the token is spent by the first request.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeToken();
    if (!token) return;
    graphqlRequest(ConfirmEmailDocument, { token }, { lang }).then(
      () => setResult({ status: 'confirmed' }),
      (error: unknown) => setResult({ status: 'refused', error }),
    );
  }, [lang]);
  return result;
}

import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { loadAllLanguages } from '../../../shared/i18n/i18n';
import { createKioskConnection, type KioskConnection } from '../api/kiosk-connection';
import { useSessionRenewal } from '../hooks/use-session-renewal';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { KioskSession, KioskSessionStore } from '../session/kiosk-session-store';
import { InactiveScreen } from './inactive-screen';
import { KioskHeader } from './kiosk-header';
import { KioskScreens } from './kiosk-screens';

interface Props {
  store: KioskSessionStore;
  session: KioskSession;
}

/**
 * A paired kiosk: one client and socket per tablet session. A renewed session gets a fresh pair,
 * so nothing of the old token (a socket's connection_init, a cached answer) lingers.
 */
export function PairedKiosk({ store, session }: Props) {
  const { sessionEnded, inactive } = useSessionRenewal({ store, session });
  useWakeLock();
  // The patient picks the form's language (FormLanguagePicker): every one is ready at once.
  useEffect(() => void loadAllLanguages(), []);
  // The connection outlives renders; a ref lets it report to the current renewal callback.
  const onSessionEnded = useRef(sessionEnded);
  useEffect(() => {
    onSessionEnded.current = sessionEnded;
  }, [sessionEnded]);

  const [connection, setConnection] = useState<KioskConnection | null>(null);
  useEffect(() => {
    const next = createKioskConnection({
      token: session.token,
      onSessionEnded: () => onSessionEnded.current(),
    });
    setConnection(next);
    return () => next.dispose();
  }, [session.token]);

  if (!connection) return null;
  return (
    <ApolloProvider client={connection.client}>
      <KioskHeader tablet={session.tablet} connection={connection.state} />
      {inactive ? (
        <InactiveScreen />
      ) : (
        <KioskScreens connection={connection} tablet={session.tablet} />
      )}
    </ApolloProvider>
  );
}

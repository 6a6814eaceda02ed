import Box from '@mui/material/Box';
import { useState, useSyncExternalStore } from 'react';
import { PairedKiosk } from '../components/paired-kiosk';
import { PairingScreen } from '../components/pairing-screen';
import { createKioskSessionStore } from '../session/kiosk-session-store';

/**
 * /kiosk: the consent kiosk, full screen on a tablet (spec part 1 §4; issue 4 §3). A public route
 * outside the signed-in shell: it acts as the paired tablet, never as a user (ADR 0016).
 */
export function KioskPage() {
  const [store] = useState(createKioskSessionStore);
  const session = useSyncExternalStore(store.subscribe, store.get);
  const reason = useSyncExternalStore(store.subscribe, store.reason);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {session ? (
        <PairedKiosk store={store} session={session} />
      ) : (
        <PairingScreen onPaired={store.pair} reason={reason} />
      )}
    </Box>
  );
}

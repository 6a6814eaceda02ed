import Box from '@mui/material/Box';
import type { Lang } from '@portal/domain';
import { useState } from 'react';
import { currentLang } from '../../../shared/i18n/i18n';
import type { KioskConnection } from '../api/kiosk-connection';
import { useHeartbeat } from '../hooks/use-heartbeat';
import { useKioskScreen } from '../hooks/use-kiosk-screen';
import type { KioskTabletInfo } from '../session/kiosk-session-store';
import { ConsentForm } from './consent-form';
import { ThanksScreen } from './thanks-screen';
import { WaitingScreen } from './waiting-screen';

interface Props {
  connection: Pick<KioskConnection, 'onConnected'>;
  tablet: KioskTabletInfo;
}

/** Waiting → consent form → thank-you → waiting, driven by the tablet's requests. */
export function KioskScreens({ connection, tablet }: Props) {
  useHeartbeat();
  const { screen, submitted, closed, thanksDone } = useKioskScreen(connection);
  // The thank-you speaks the language the patient chose for the form.
  const [patientLang, setPatientLang] = useState<Lang>(currentLang);

  return (
    <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      {screen.screen === 'waiting' && <WaitingScreen tablet={tablet} notice={screen.notice} />}
      {screen.screen === 'form' && (
        <ConsentForm
          // A new request is a new patient: nothing of the previous form may remain.
          key={screen.request.id}
          request={screen.request}
          onSubmitted={(lang) => {
            setPatientLang(lang);
            submitted(screen.request.id);
          }}
          onClosed={(message) => closed(screen.request.id, message)}
        />
      )}
      {screen.screen === 'thanks' && <ThanksScreen lang={patientLang} onDone={thanksDone} />}
    </Box>
  );
}

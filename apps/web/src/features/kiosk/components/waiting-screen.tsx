import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WaitingNotice } from '../consent/kiosk-screen';
import type { KioskTabletInfo } from '../session/kiosk-session-store';
import { MessageScreen } from './message-screen';

interface Props {
  tablet: KioskTabletInfo;
  notice: WaitingNotice | null;
}

/** Big and calm: the tablet is ready and the form will come by itself. */
export function WaitingScreen({ tablet, notice }: Props) {
  const { t } = useTranslation('kiosk');
  return (
    <MessageScreen
      icon={
        <HourglassEmptyIcon
          aria-hidden
          sx={{ fontSize: 96, color: 'primary.main', opacity: 0.8 }}
        />
      }
      title={t('waiting.title')}
      message={t('waiting.message')}
    >
      {notice && (
        <Alert
          severity={notice.reason === 'expired' ? 'warning' : 'info'}
          sx={{ fontSize: '1.1rem' }}
        >
          {notice.message ?? t(`waiting.${notice.reason}`)}
        </Alert>
      )}
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {t('waiting.tablet', { name: tablet.name, branch: tablet.branchName })}
      </Typography>
    </MessageScreen>
  );
}

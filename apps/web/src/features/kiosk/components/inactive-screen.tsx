import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from './message-screen';

/** The tablet was switched off in settings; it comes back by itself when switched on again. */
export function InactiveScreen() {
  const { t } = useTranslation('kiosk');
  return (
    <MessageScreen
      component="main"
      icon={<PowerSettingsNewIcon aria-hidden sx={{ fontSize: 96, color: 'text.disabled' }} />}
      title={t('inactive.title')}
      message={t('inactive.message')}
    />
  );
}

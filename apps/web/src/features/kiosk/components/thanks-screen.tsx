import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import type { Lang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../shared/i18n/lang';
import { MessageScreen } from './message-screen';

/** After signing; the kiosk returns to waiting by itself after a few seconds. */
export function ThanksScreen({ lang, onDone }: { lang: Lang; onDone: () => void }) {
  const { t } = useTranslation('kiosk', { lng: lang });
  return (
    <MessageScreen
      role="status"
      lang={htmlLang(lang)}
      icon={<CheckCircleOutlineIcon aria-hidden sx={{ fontSize: 120, color: 'success.main' }} />}
      title={t('thanks.title')}
      message={t('thanks.message')}
    >
      <Button variant="contained" size="large" onClick={onDone} sx={{ minWidth: 200, py: 1.5 }}>
        {t('thanks.done')}
      </Button>
    </MessageScreen>
  );
}

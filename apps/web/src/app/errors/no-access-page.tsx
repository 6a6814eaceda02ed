import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { ErrorPage } from './error-page';

/** What a signed-in user sees at an address their current role may not open (ADR 0026). */
export function NoAccessPage() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const role = session ? t(`role.${session.currentRole}`) : '';
  return (
    <ErrorPage
      icon={<BlockIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('noAccess.title')}
      text={t('noAccess.text', { role })}
      backLabel={t('noAccess.back')}
    />
  );
}

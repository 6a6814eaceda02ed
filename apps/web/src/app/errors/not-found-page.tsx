import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page';

/** An address of no built page, for a signed-in user (ADR 0026); others sign in first. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <ErrorPage
      icon={<SearchOffIcon color="action" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text', { path: pathname })}
      backLabel={t('notFound.back')}
    />
  );
}

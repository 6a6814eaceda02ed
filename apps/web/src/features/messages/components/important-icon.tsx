import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import { useTranslation } from 'react-i18next';

/**
 * The important flag: an icon whose name says it ('Ważna'). The error palette's main shade keeps
 * 3:1 against white and a tinted unread row (WCAG AA for graphics).
 */
export function ImportantIcon() {
  const { t } = useTranslation('messages');
  return <LabelImportantIcon color="error" fontSize="small" titleAccess={t('important')} />;
}

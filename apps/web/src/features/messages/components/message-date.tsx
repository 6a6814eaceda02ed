import Box from '@mui/material/Box';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { formatMessageDate } from './message-date-format';

/** A message's date (relative when recent); the exact moment in its title and `dateTime`. */
export function MessageDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return (
    <Box component="time" dateTime={value} title={formatDateTime(value, lang)}>
      {formatMessageDate(value, lang)}
    </Box>
  );
}

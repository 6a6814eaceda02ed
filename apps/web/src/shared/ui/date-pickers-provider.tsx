import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, plPL, ukUA } from '@mui/x-date-pickers/locales';
import { isLang, type Lang } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FNS_LOCALES } from '../format/dates';
import { datePlaceholderTexts } from './date-placeholders';

/** The pickers' own texts: their buttons and the day, month and year a screen reader names. */
const PICKER_TEXTS = { pl: plPL, en: enUS, ua: ukUA } as const;

/**
 * The date pickers' adapter, calendar locale and texts in the interface language. Each component
 * that shows a picker wraps it in this provider rather than the app doing it once, so only the
 * pages with a date field download MUI X and the date-fns locales (ADR 0027).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'pl';
  const localeText = useMemo(
    () => ({
      ...PICKER_TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText,
      ...datePlaceholderTexts(lang),
    }),
    [lang],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_FNS_LOCALES[lang]}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

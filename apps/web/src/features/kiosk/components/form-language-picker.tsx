import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGS, type Lang } from '@portal/domain';
import { htmlLang } from '../../../shared/i18n/lang';

/** Each language named in itself, so a patient finds theirs whatever is on screen. */
const LANGUAGE_NAMES: Record<Lang, string> = { pl: 'Polski', en: 'English', ua: 'Українська' };

interface Props {
  value: Lang;
  onChange: (lang: Lang) => void;
  label: string;
}

/** The patient's choice of language for the form (and the signed PDF). */
export function FormLanguagePicker({ value, onChange, label }: Props) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: Lang | null) => next && onChange(next)}
      aria-label={label}
      color="primary"
      sx={{ flexWrap: 'wrap' }}
    >
      {LANGS.map((lang) => (
        <ToggleButton
          key={lang}
          value={lang}
          lang={htmlLang(lang)}
          sx={{ px: 3, py: 1.5, fontSize: '1.05rem', textTransform: 'none' }}
        >
          {LANGUAGE_NAMES[lang]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGS, type Lang } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLang } from '../i18n/i18n';

/** The language names are each in their own language, so anyone can find theirs. */
const LANGUAGE_NAMES: Record<Lang, string> = { pl: 'Polski', en: 'English', ua: 'Українська' };

interface Props {
  color?: 'inherit' | 'primary';
}

/** pl / en / ua switcher (spec part 1 §2); the choice is stored and survives a reload. */
export function LanguageSwitcher({ color = 'inherit' }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const lang = currentLang();

  const choose = (next: Lang) => {
    setAnchor(null);
    void changeLanguage(next);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The name starts with the visible text 'PL' read in context (WCAG 2.5.3 label in name).
        aria-label={t('languageCurrent', { lang: lang.toUpperCase() })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {lang.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGS.map((option) => (
          <MenuItem
            key={option}
            selected={option === lang}
            lang={option === 'ua' ? 'uk' : option}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { Lang } from '@portal/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useText } from '../i18n/text-context';

const LanguageMenu = lazy(() => import('./language-menu'));

interface Props {
  color?: 'inherit' | 'primary';
}

/** pl / en / ua switcher (spec part 1 §2); the choice is stored and survives a reload. */
export function LanguageSwitcher({ color = 'inherit' }: Props) {
  const { t, lang, changeLanguage } = useText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The menu is loaded on the first click and kept, so it can close with its transition. */
  const [menuWanted, setMenuWanted] = useState(false);
  const menuId = useId();

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
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {lang.toUpperCase()}
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={lang}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

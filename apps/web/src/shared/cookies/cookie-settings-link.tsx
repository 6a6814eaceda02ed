import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsDialog } from './cookie-settings-dialog';

/** Reopens the cookie settings after the banner is gone, so a decision can always change. */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {t('cookieSettings')}
      </Link>
      {open && <CookieSettingsDialog open onClose={() => setOpen(false)} />}
    </>
  );
}

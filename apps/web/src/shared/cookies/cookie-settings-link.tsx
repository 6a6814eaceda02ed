import Link from '@mui/material/Link';
import { Suspense, useState } from 'react';
import { useText } from '../i18n/text-context';
import { CookieSettingsDialog } from './lazy-cookie-dialogs';

/** Reopens the cookie settings after the banner is gone, so a decision can always change. */
export function CookieSettingsLink() {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        {t('cookieSettings')}
      </Link>
      <Suspense fallback={null}>
        {open && <CookieSettingsDialog open onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}

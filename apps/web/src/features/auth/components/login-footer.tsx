import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../../shared/api/use-app-info';
import { CookieSettingsLink } from '../../../shared/cookies/cookie-settings-link';
import { TermsDialog } from './terms-dialog';

/** Terms, the external privacy policy and cookie settings under the sign-in form. */
export function LoginFooter() {
  const { t } = useTranslation();
  const appInfo = useAppInfo();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
      <Link component="button" type="button" variant="body2" onClick={() => setTermsOpen(true)}>
        {t('terms')}
      </Link>
      {appInfo && (
        <Link variant="body2" href={appInfo.privacyPolicyUrl} target="_blank" rel="noopener">
          {t('privacyPolicy')}
        </Link>
      )}
      <CookieSettingsLink />
      <TermsDialog open={termsOpen} role={null} onClose={() => setTermsOpen(false)} />
    </Stack>
  );
}

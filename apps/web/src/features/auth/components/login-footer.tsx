import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { CookieSettingsLink } from '../../../shared/cookies/cookie-settings-link';
import { useText } from '../../../shared/i18n/text-context';

// Loaded when asked for: the sign-in page is the first a browser shows (ADR 0033).
const TermsDialog = lazy(() =>
  import('../../../shared/terms/terms-dialog').then((module) => ({ default: module.TermsDialog })),
);

interface Props {
  /** The installation's privacy policy (appInfo); the link waits for it. */
  privacyPolicyUrl: string | null;
}

/** Terms, the external privacy policy and cookie settings under the sign-in form. */
export function LoginFooter({ privacyPolicyUrl }: Props) {
  const { t } = useText();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
      <Link component="button" type="button" variant="body2" onClick={() => setTermsOpen(true)}>
        {t('terms')}
      </Link>
      {privacyPolicyUrl && (
        <Link variant="body2" href={privacyPolicyUrl} target="_blank" rel="noopener">
          {t('privacyPolicy')}
        </Link>
      )}
      <CookieSettingsLink />
      <Suspense fallback={null}>
        {termsOpen && <TermsDialog open role={null} onClose={() => setTermsOpen(false)} />}
      </Suspense>
    </Stack>
  );
}

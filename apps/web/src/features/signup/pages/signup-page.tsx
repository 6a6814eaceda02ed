import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { AuthCardPage } from '../../../shared/ui/auth-card-page';
import { DoctorSignupForm } from '../components/doctor-signup-form';
import { FacilitySignupForm } from '../components/facility-signup-form';
import {
  forgetSignupPrefill,
  readSignupPrefill,
  signupPrefillOf,
} from '../components/signup-prefill';
import { SignupSent } from '../components/signup-sent';

/**
 * The doctor tab after a social sign-in (no password), fetched with its document only then: the
 * chunks every portal page loads stay as they are (the kiosk's budget).
 */
const SocialDoctorSignupForm = lazy(() =>
  import('../components/social-doctor-signup-form').then((module) => ({
    default: module.SocialDoctorSignupForm,
  })),
);

const TABS = ['doctor', 'facility'] as const;
type SignupTab = (typeof TABS)[number];

function tabOf(value: string | null): SignupTab {
  return value === 'facility' ? 'facility' : 'doctor';
}

/**
 * /signup (public, spec part 1 §2, §4 "Signup"; issue 19 §1): a doctor's or a facility's own
 * account, in two tabs whose choice is in the address (`?tab=doctor|facility`, to share a link).
 * Switching tab clears the other tab's fields: only the shown tab's form exists. Once sent, the
 * page says where the activation link went.
 */
export function SignupPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  // Read once: changing tab replaces the address, and the state with it. A social sign-in on the
  // sign-in page (no router there) left its data in sessionStorage, used once.
  const [prefill] = useState(() => signupPrefillOf(location.state, readSignupPrefill()));
  useEffect(forgetSignupPrefill, []);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCardPage title={t('signup.sent.title')} maxWidth={560}>
        <SignupSent email={sentTo} />
      </AuthCardPage>
    );
  }

  const form =
    tab !== 'doctor' ? (
      <FacilitySignupForm prefill={prefill} onSent={setSentTo} />
    ) : prefill.social ? (
      <Suspense fallback={null}>
        <SocialDoctorSignupForm prefill={prefill} social={prefill.social} onSent={setSentTo} />
      </Suspense>
    ) : (
      <DoctorSignupForm prefill={prefill} onSent={setSentTo} />
    );

  return (
    <AuthCardPage title={t('signup.title')} maxWidth={560}>
      <Typography sx={{ color: 'text.secondary' }}>{t('signup.intro')}</Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: SignupTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t('signup.tabsLabel')}
        variant="fullWidth"
      >
        {TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={t(`signup.${each}`)}
            id={`signup-tab-${each}`}
            aria-controls={`signup-panel-${each}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`signup-panel-${tab}`} aria-labelledby={`signup-tab-${tab}`}>
        {form}
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('signup.signIn')}
        </Link>
      </Typography>
    </AuthCardPage>
  );
}

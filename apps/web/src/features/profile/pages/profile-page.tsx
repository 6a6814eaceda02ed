import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user';
import { usePermission } from '../../../shared/auth/use-permission';
import { AccountCard } from '../components/account-card';
import { ChangeLoginCard } from '../components/change-login-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DoctorProfileCard } from '../components/doctor-profile-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileDataCard } from '../components/profile-data-card';
import { ProfilePictureCard } from '../components/profile-picture-card';
import { StampCard } from '../components/stamp-card';
import { TwoStepCard } from '../components/two-step-card';
import { LoadError } from '../../../shared/ui/load-error';

/**
 * 'Konta społecznościowe' (issue 19 §3), fetched with its documents after the page: they are kept
 * out of the chunks every portal page loads (the kiosk's budget, scripts/web-bundle-size.mjs).
 */
const SocialConnectionsCard = lazy(() =>
  import('../components/social-connections-card').then((module) => ({
    default: module.SocialConnectionsCard,
  })),
);

/** /profile: the signed-in user's own account (spec part 2 §2 "Mój profil"). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, loading, error, refetch } = useCurrentUser();
  // Doctor-type roles edit a doctor profile, with its stamp; others their user profile (spec
  // part 2 §2 Profile).
  const doctorProfile = usePermission('profile.stampCard');

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {!user && loading && (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      )}
      {!user && !loading && error && <LoadError message={t('loadFailed')} onRetry={refetch} />}
      {user && (
        <>
          <AccountCard user={user} />
          <ProfilePictureCard
            user={user}
            refresh={async () => (await refetch()).data?.currentUser ?? null}
          />
          {doctorProfile ? (
            <>
              <DoctorProfileCard />
              <StampCard />
            </>
          ) : (
            <ProfileDataCard />
          )}
          <PreferencesCard user={user} />
          <ChangeLoginCard login={user.login} />
          <ChangePasswordCard login={user.login} />
          <TwoStepCard />
          <Suspense fallback={null}>
            <SocialConnectionsCard />
          </Suspense>
          <DeleteAccountCard />
        </>
      )}
    </Stack>
  );
}

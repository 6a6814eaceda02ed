import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  ProfileDataDocument,
  type ProfileDataFieldsFragment,
} from '../../../__generated__/graphql';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LoadError } from '../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../shared/ui/stale-version-alert';
import { ContactListsFields } from '../../../shared/ui/contact-lists-fields';
import type { UserFormValues } from '../../../shared/users/user-form-values';
import { useProfileDataForm } from '../hooks/use-profile-data-form';

/**
 * 'Dane profilu' of a user without a doctor profile (spec part 2 §2 "Profile"): their names (a
 * facility's company name and NIP), phone numbers and contact e-mail addresses, saved with
 * updateUser on their own account.
 */
export function ProfileDataCard() {
  const { t } = useTranslation('profile');
  const { data, loading, error, refetch } = useQuery(ProfileDataDocument);
  const profile = data?.currentUser;

  return (
    <Card>
      <CardHeader title={t('data.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        {!profile && loading && <Skeleton variant="rounded" height={180} />}
        {!profile && !loading && error && (
          <LoadError message={t('data.loadFailed')} onRetry={refetch} />
        )}
        {profile && (
          <ProfileDataForm
            profile={profile}
            reload={async () => (await refetch()).data?.currentUser ?? null}
          />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileDataForm({
  profile,
  reload,
}: {
  profile: ProfileDataFieldsFragment;
  reload: () => Promise<ProfileDataFieldsFragment | null>;
}) {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const { form, shown, failure, stale, save, busy } = useProfileDataForm(profile, reload);
  const { control, register, formState } = form;
  const errorOf = (field: keyof UserFormValues) => domainMessage(formState.errors[field]?.message);
  // The schema checks the account as a whole: a problem of a field the card does not show.
  const hidden = Object.keys(formState.errors).find((field) => !shown.includes(field));
  const hiddenProblem = hidden ? (errorOf(hidden as keyof UserFormValues) ?? null) : null;
  const text = (field: 'firstName' | 'lastName' | 'companyName' | 'nip') =>
    shown.includes(field) && (
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register(field)}
          label={t(`data.${field}`)}
          required
          fullWidth
          error={Boolean(errorOf(field))}
          helperText={errorOf(field)}
        />
      </Grid>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      aria-label={t('data.title')}
    >
      <Stack spacing={2}>
        <StaleVersionAlert state={stale} />
        <FailureAlert message={failure ?? hiddenProblem} />
        <Grid container spacing={2}>
          {text('firstName')}
          {text('lastName')}
          {text('companyName')}
          {text('nip')}
          <ContactListsFields control={control} labelOf={(list) => t(`data.${list}`)} />
        </Grid>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('data.save')}
        </Button>
      </Stack>
    </form>
  );
}

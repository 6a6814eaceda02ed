import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ProfileDoctorDocument,
  type DoctorProfileFieldsFragment,
} from '../../../__generated__/doctor-profile/graphql';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { AddressesFields } from '../../../shared/ui/addresses-fields';
import { ContactListsFields } from '../../../shared/ui/contact-lists-fields';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LoadError } from '../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../shared/ui/stale-version-alert';
import type { DoctorProfileValues } from '../forms/doctor-profile-values';
import { useDoctorProfileForm } from '../hooks/use-doctor-profile-form';

/**
 * 'Profil lekarza' of the doctor-type roles (spec part 2 §2 "Profile": they "edit a doctor
 * profile"; issue 19 §5): a doctor's names, a facility's company name and NIP, phones, e-mail and
 * postal addresses of their own doctor record, saved with updateCurrentDoctor. The PWZ and the
 * specializations are shown, not edited: the staff keep them.
 */
export function DoctorProfileCard() {
  const { t } = useTranslation('profile');
  const { data, loading, error, refetch } = useQuery(ProfileDoctorDocument);
  const doctor = data?.currentDoctor;
  const title = doctor?.isFacility ? t('doctor.facilityTitle') : t('doctor.title');

  return (
    <Card component="section" aria-labelledby="doctor-profile-title">
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', id: 'doctor-profile-title' } }}
      />
      <CardContent>
        {!data && loading && <Skeleton variant="rounded" height={220} />}
        {!data && !loading && error && (
          <LoadError message={t('doctor.loadFailed')} onRetry={refetch} />
        )}
        {data && !doctor && <Typography color="text.secondary">{t('doctor.none')}</Typography>}
        {doctor && (
          <DoctorProfileForm
            doctor={doctor}
            reload={async () => (await refetch()).data?.currentDoctor ?? null}
          />
        )}
      </CardContent>
    </Card>
  );
}

function DoctorProfileForm({
  doctor,
  reload,
}: {
  doctor: DoctorProfileFieldsFragment;
  reload: () => Promise<DoctorProfileFieldsFragment | null>;
}) {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const { form, failure, stale, save, busy } = useDoctorProfileForm(doctor, reload);
  const { control, register, formState } = form;
  const names = doctor.isFacility
    ? (['companyName', 'nip'] as const)
    : (['firstName', 'lastName'] as const);
  // The stored PWZ is checked too (the server's schema is the form's): its problem, if any, is
  // said above the fields, as the card does not edit it.
  const licenseProblem = domainMessage(
    (formState.errors as { licenseNumber?: { message?: string } }).licenseNumber?.message,
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        aria-label={t(doctor.isFacility ? 'doctor.facilityTitle' : 'doctor.title')}
      >
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('doctor.intro')}</Typography>
          <StaleVersionAlert state={stale} />
          <FailureAlert message={failure ?? licenseProblem ?? null} />
          <Grid container spacing={2}>
            {doctor.licenseNumber && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t('doctor.licenseNumber')}
                  value={doctor.licenseNumber}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Grid>
            )}
            {!doctor.isFacility && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t('doctor.specializations')}
                  value={doctor.specializations.join(', ') || t('doctor.noSpecializations')}
                  helperText={t('doctor.staffKept')}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Grid>
            )}
            {names.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...register(field)}
                  label={t(`data.${field}`)}
                  required
                  fullWidth
                  error={Boolean(formState.errors[field])}
                  helperText={domainMessage(formState.errors[field]?.message)}
                />
              </Grid>
            ))}
            <ContactListsFields
              control={control}
              labelOf={(list) => t(`data.${list}`)}
              required={['phoneNumbers']}
            />
          </Grid>
          <Typography variant="subtitle1" component="h3">
            {t('doctor.addresses')}
          </Typography>
          <AddressesFields<DoctorProfileValues>
            name="addresses"
            texts={{
              title: (number) => t('doctor.address.title', { number }),
              remove: (number) => t('doctor.address.remove', { number }),
              add: t('doctor.address.add'),
              parts: {
                street: t('doctor.address.street'),
                postalCode: t('doctor.address.postalCode'),
                city: t('doctor.address.city'),
                country: t('doctor.address.country'),
              },
            }}
          />
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
    </FormProvider>
  );
}

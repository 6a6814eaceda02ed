import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ZEmail, ZPhoneNumber } from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { AddressesFields } from '../../../../shared/ui/addresses-fields';
import { checkWith } from '../../../../shared/ui/check-with';
import { ChipsField } from '../../../../shared/ui/chips-field';
import type { DoctorFormValues } from './doctor-form-values';

const LISTS = [
  { name: 'phoneNumbers', type: 'tel', validate: checkWith(ZPhoneNumber) },
  { name: 'emailAddresses', type: 'email', validate: checkWith(ZEmail) },
] as const;

/** Phones (at least one), e-mail addresses, and the optional postal addresses (spec part 2 §5). */
export function DoctorContactFields() {
  const { t } = useTranslation('doctors');
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<DoctorFormValues>();
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {LISTS.map(({ name, type, validate }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ChipsField
                  label={t(`form.${name}`)}
                  type={type}
                  values={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  validate={validate}
                  error={domainMessage(fieldState.error?.message)}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
      <AddressesFields<DoctorFormValues>
        name="addresses"
        texts={{
          title: (number) => t('form.address.title', { number }),
          remove: (number) => t('form.address.remove', { number }),
          add: t('form.address.add'),
          parts: {
            street: t('form.address.street'),
            postalCode: t('form.address.postalCode'),
            city: t('form.address.city'),
            country: t('form.address.country'),
          },
        }}
      />
    </Stack>
  );
}

import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressesFields } from '../../../../shared/ui/addresses-fields';
import { ContactListsFields } from '../../../../shared/ui/contact-lists-fields';
import type { DoctorFormValues } from './doctor-form-values';

/** Phones (at least one), e-mail addresses, and the optional postal addresses (spec part 2 §5). */
export function DoctorContactFields() {
  const { t } = useTranslation('doctors');
  const { control } = useFormContext<DoctorFormValues>();
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <ContactListsFields
          control={control}
          labelOf={(list) => t(`form.${list}`)}
          required={['phoneNumbers']}
        />
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

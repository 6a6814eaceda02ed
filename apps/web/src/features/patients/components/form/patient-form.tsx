import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactListsFields } from '../../../../shared/ui/contact-lists-fields';
import { PatientAddressesFields } from './patient-addresses-fields';
import { ConsentsFields } from './consents-fields';
import { ContactFields } from './contact-fields';
import { DescriptionsFields } from './descriptions-fields';
import { FormDateField } from './form-date-field';
import type { PatientFormValues } from './patient-form-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Every field of the Patient entity (spec part 1 §3), in the order the desk fills them in.
 * `identityReadOnly`: the identity number is staff's (ADR 0021), shown but not editable.
 */
export function PatientForm({ identityReadOnly = false }: { identityReadOnly?: boolean }) {
  const { t } = useTranslation('patients');
  const { control } = useFormContext<PatientFormValues>();
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section title={t('section.personal')}>
        <ContactFields identityReadOnly={identityReadOnly} />
      </Section>
      <Section title={t('section.contact')}>
        <Grid container spacing={2}>
          <ContactListsFields
            control={control}
            prefix="contact"
            labelOf={(list) => t(`field.${list}`)}
          />
        </Grid>
        <PatientAddressesFields />
      </Section>
      <Section title={t('section.descriptions')}>
        <DescriptionsFields />
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField name="registrationDate" label={t('field.registrationDate')} />
        </Grid>
        <Grid size={12}>
          <ConsentsFields />
        </Grid>
      </Grid>
    </Stack>
  );
}

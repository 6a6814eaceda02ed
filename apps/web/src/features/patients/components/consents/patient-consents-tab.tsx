import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PatientFieldsFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { ConsentSection } from './consent-section';
import { PatientFiles } from './patient-files';

/** Consents and files: the request to a tablet (desk roles) and the patient's files. */
export function PatientConsentsTab({ patient }: { patient: PatientFieldsFragment }) {
  const { t } = useTranslation('patients');
  const mayRequest = usePermission('patients.requestConsent');
  return (
    <Stack spacing={2}>
      {mayRequest && (
        <Card variant="outlined">
          <CardHeader
            title={t('consentRequest.title')}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <ConsentSection patient={patient} />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardHeader
          title={t('files.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <PatientFiles files={patient.files} />
        </CardContent>
      </Card>
    </Stack>
  );
}

import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/auth/use-permission';
import { useNewPatientDialog } from '../../../../shared/patients/new-patient-dialog';
import { PatientPicker } from '../../../../shared/ui/pickers/patient-picker';
import type { AppointmentFormValues } from './appointment-form-values';

interface Props {
  disabled: boolean;
  error: string | undefined;
}

/**
 * The appointment's patient: searched by name, or added on the spot with the patients' own
 * dialog for whoever may add patients (issue 14; `patients.add`), who is then picked.
 */
export function PatientField({ disabled, error }: Props) {
  const { t } = useTranslation('appointments');
  const { control } = useFormContext<AppointmentFormValues>();
  const NewPatientDialog = useNewPatientDialog();
  const mayAdd = usePermission('patients.add') && NewPatientDialog !== null;
  const [adding, setAdding] = useState(false);

  return (
    <Controller
      control={control}
      name="patient"
      render={({ field }) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          <Box sx={{ flex: 1, width: '100%' }}>
            <PatientPicker
              label={t('form.patient')}
              required
              disabled={disabled}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error}
            />
          </Box>
          {mayAdd && !disabled && (
            <Button
              startIcon={<PersonAddIcon />}
              onClick={() => setAdding(true)}
              sx={{ flexShrink: 0, mt: { sm: 1 } }}
            >
              {t('form.newPatient')}
            </Button>
          )}
          {adding && NewPatientDialog && (
            <Suspense fallback={null}>
              <NewPatientDialog
                onClose={() => setAdding(false)}
                onCreated={(patient) => {
                  setAdding(false);
                  field.onChange(patient);
                }}
              />
            </Suspense>
          )}
        </Stack>
      )}
    />
  );
}

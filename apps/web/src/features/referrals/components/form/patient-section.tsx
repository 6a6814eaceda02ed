import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { PatientPicker } from '../../../../shared/ui/pickers/patient-picker';
import { NewPatientFields } from './new-patient-fields';
import type { ReferralFormValues } from './referral-form-values';

interface Props {
  /** A new referral may be for a patient entered here; an edited one keeps a chosen patient. */
  creating: boolean;
  disabled: boolean;
  /** Labels the choice between a chosen and an entered patient. */
  labelledBy: string;
}

/** The referral's patient: one the caller sees, or — on a new referral — one entered here. */
export function PatientSection({ creating, disabled, labelledBy }: Props) {
  const { t } = useTranslation('referrals');
  const domainMessage = useDomainMessage();
  const { control, clearErrors } = useFormContext<ReferralFormValues>();
  const mode = useWatch({ control, name: 'patientMode' });

  return (
    <Stack spacing={2}>
      {creating && (
        <Controller
          control={control}
          name="patientMode"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={labelledBy}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearErrors(['patient', 'newPatient']);
              }}
            >
              <FormControlLabel
                value="existing"
                disabled={disabled}
                control={<Radio />}
                label={t('form.patientMode.existing')}
              />
              <FormControlLabel
                value="new"
                disabled={disabled}
                control={<Radio />}
                label={t('form.patientMode.new')}
              />
            </RadioGroup>
          )}
        />
      )}
      {creating && mode === 'new' ? (
        <NewPatientFields disabled={disabled} />
      ) : (
        <Controller
          control={control}
          name="patient"
          render={({ field, fieldState }) => (
            <PatientPicker
              label={t('form.patient')}
              required
              disabled={disabled}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      )}
    </Stack>
  );
}

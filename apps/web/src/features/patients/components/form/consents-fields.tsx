import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { questionsFor, type PatientFormValues } from './patient-form-values';

const CONSENTS = ['rodo', 'sending', 'dataProcessing', 'woman'] as const;

/**
 * The consent checkboxes (spec part 1 §2): rodo, sending, dataProcessing, and the pregnancy
 * declaration only for a woman aged 12 to 55 (consentQuestions in the domain).
 */
export function ConsentsFields() {
  const { t } = useTranslation('patients');
  const { control } = useFormContext<PatientFormValues>();
  const [gender, birthDate] = useWatch({ control, name: ['contact.gender', 'contact.birthDate'] });
  const askPregnancy = questionsFor({ gender, birthDate })?.askPregnancy ?? false;
  const shown = CONSENTS.filter((consent) => consent !== 'woman' || askPregnancy);

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('section.consents')}</FormLabel>
      <FormGroup>
        {shown.map((consent) => (
          <Controller
            key={consent}
            control={control}
            name={`consents.${consent}`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label={t(`consent.${consent}`)}
              />
            )}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { MAX_STUDY_HOURS_TO_DESCRIBE } from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DoctorFormStudyTypesDocument } from '../../../../__generated__/doctors/graphql';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import type { DoctorFormValues } from './doctor-form-values';

export interface StudyTypeName {
  id: string;
  name: string;
}

/**
 * A describing doctor's study types and the most hours of description work they may be given
 * (spec part 2 §3 Doctor; issue 20 §2 "description"). Shown only with the DescribingDoctor role.
 */
export function DescriberFields({ held = [] }: { held?: readonly StudyTypeName[] }) {
  const { t } = useTranslation('doctors');
  const domainMessage = useDomainMessage();
  const { control, register, formState } = useFormContext<DoctorFormValues>();
  const { data } = useQuery(DoctorFormStudyTypesDocument);
  // The record's own types are named before the list arrives (and if one was removed since).
  const byId = new Map([...held, ...(data?.studyTypes ?? [])].map((type) => [type.id, type]));
  const studyTypes = [...byId.values()];
  const nameOf = new Map(studyTypes.map(({ id, name }) => [id, name]));
  const hoursError = domainMessage(formState.errors.maxStudyHoursToDescribe?.message);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name="describingStudyTypeIds"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={studyTypes.map(({ id }) => id)}
              getOptionLabel={(id) => nameOf.get(id) ?? id}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              noOptionsText={t('forms:pickers.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('form.describingStudyTypes')}
                  error={Boolean(fieldState.error)}
                  helperText={domainMessage(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...register('maxStudyHoursToDescribe')}
          label={t('form.maxStudyHoursToDescribe')}
          fullWidth
          error={Boolean(hoursError)}
          helperText={hoursError ?? t('form.maxStudyHoursHelp')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', min: 0, max: MAX_STUDY_HOURS_TO_DESCRIBE },
          }}
        />
      </Grid>
    </Grid>
  );
}

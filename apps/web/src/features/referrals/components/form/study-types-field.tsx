import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { FieldError } from 'react-hook-form';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReferralStudyTypesQuery } from '../../../../__generated__/graphql';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import type { ReferralFormValues, ReferralStudyTypeValue } from './referral-form-values';

export type ReferralStudyTypeOption = ReferralStudyTypesQuery['studyTypes'][number];

interface Props {
  /** In the referral form's order (onReferalOrder, then name: the server's). */
  studyTypes: readonly ReferralStudyTypeOption[];
  /** Types a study was created for: they stay on the referral. */
  issued: ReadonlySet<string>;
  disabled: boolean;
}

type EntryErrors = { remarks?: FieldError; studySubTypes?: FieldError } | undefined;

/**
 * The referral's study types (spec part 2 §2 "study types with remarks and subtypes", §5 at
 * least one): a checkbox each; a chosen one offers its subtypes and, when its type has them,
 * remarks.
 */
export function StudyTypesField({ studyTypes, issued, disabled }: Props) {
  const { t } = useTranslation('referrals');
  const domainMessage = useDomainMessage();
  const { control, formState } = useFormContext<ReferralFormValues>();
  const errors = formState.errors.referalToStudyTypes;
  const listError = errors && !Array.isArray(errors) ? (errors as FieldError) : undefined;
  const entryError = (index: number): EntryErrors =>
    Array.isArray(errors) ? (errors[index] as EntryErrors) : undefined;
  const order = new Map(studyTypes.map((type, index) => [type.id, index]));

  return (
    <Controller
      control={control}
      name="referalToStudyTypes"
      render={({ field }) => {
        const entries = field.value;
        const update = (next: ReferralStudyTypeValue[]) =>
          field.onChange(
            [...next].sort((a, b) => (order.get(a.studyType) ?? 0) - (order.get(b.studyType) ?? 0)),
          );
        const toggle = (id: string, chosen: boolean) =>
          update(
            chosen
              ? [...entries, { studyType: id, remarks: '', studySubTypes: [] }]
              : entries.filter((entry) => entry.studyType !== id),
          );
        const change = (id: string, patch: Partial<ReferralStudyTypeValue>) =>
          update(entries.map((entry) => (entry.studyType === id ? { ...entry, ...patch } : entry)));

        return (
          <FormControl component="fieldset" error={Boolean(listError)} required>
            {/* The section's heading says it on screen. */}
            <FormLabel component="legend" sx={visuallyHidden}>
              {t('form.studyTypes')}
            </FormLabel>
            {listError && (
              <FormHelperText role="alert">{domainMessage(listError.message)}</FormHelperText>
            )}
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 3,
                rowGap: 0.5,
                alignItems: 'start',
              }}
            >
              {studyTypes.map((type, position) => {
                const index = entries.findIndex((entry) => entry.studyType === type.id);
                const entry = entries[index];
                const locked = issued.has(type.id);
                const checkbox = (
                  <FormControlLabel
                    label={type.name}
                    disabled={disabled || locked}
                    control={
                      <Checkbox
                        checked={Boolean(entry)}
                        onChange={(event) => toggle(type.id, event.target.checked)}
                        onBlur={field.onBlur}
                        // The first box takes the focus of a failed save ('Wybierz przynajmniej jeden…').
                        inputRef={position === 0 ? field.ref : undefined}
                      />
                    }
                  />
                );
                const problems = entryError(index);
                return (
                  <Box key={type.id}>
                    {locked ? (
                      <Tooltip title={t('form.issuedLocked')} placement="right">
                        <span>{checkbox}</span>
                      </Tooltip>
                    ) : (
                      checkbox
                    )}
                    {entry && (type.studySubTypes.length > 0 || type.hasRemarks) && (
                      <Stack role="group" aria-label={type.name} spacing={1} sx={{ pl: 4, pb: 1 }}>
                        {type.studySubTypes.length > 0 && (
                          <FormControl
                            component="fieldset"
                            disabled={disabled}
                            error={Boolean(problems?.studySubTypes)}
                          >
                            <FormLabel component="legend" sx={{ typography: 'body2' }}>
                              {t('form.subTypes')}
                            </FormLabel>
                            <FormGroup row>
                              {type.studySubTypes.map((subType) => (
                                <FormControlLabel
                                  key={subType}
                                  label={subType}
                                  control={
                                    <Checkbox
                                      size="small"
                                      checked={entry.studySubTypes.includes(subType)}
                                      onChange={(event) =>
                                        change(type.id, {
                                          studySubTypes: event.target.checked
                                            ? type.studySubTypes.filter(
                                                (each) =>
                                                  each === subType ||
                                                  entry.studySubTypes.includes(each),
                                              )
                                            : entry.studySubTypes.filter(
                                                (each) => each !== subType,
                                              ),
                                        })
                                      }
                                    />
                                  }
                                />
                              ))}
                            </FormGroup>
                            {problems?.studySubTypes && (
                              <FormHelperText>
                                {domainMessage(problems.studySubTypes.message)}
                              </FormHelperText>
                            )}
                          </FormControl>
                        )}
                        {type.hasRemarks && (
                          <TextField
                            label={t('form.studyTypeRemarks')}
                            value={entry.remarks}
                            onChange={(event) => change(type.id, { remarks: event.target.value })}
                            onBlur={field.onBlur}
                            disabled={disabled}
                            size="small"
                            multiline
                            fullWidth
                            error={Boolean(problems?.remarks)}
                            helperText={domainMessage(problems?.remarks?.message)}
                          />
                        )}
                      </Stack>
                    )}
                  </Box>
                );
              })}
            </Box>
          </FormControl>
        );
      }}
    />
  );
}

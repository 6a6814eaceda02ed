import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STUDY_TYPE_COMMENT_MAX } from '@portal/domain';
import { Fragment, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StudyTypeInput } from '../../../../__generated__/graphql';
import { useDomainForm, type DomainForm } from '../../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ChipsField } from '../../../../shared/ui/chips-field';
import {
  ZStudyTypeForm,
  type RadiologyRow,
  type TStudyTypeFormValues,
} from '../forms/study-type-form-values';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';

type Form = DomainForm<TStudyTypeFormValues, StudyTypeInput>;
type Field = FieldPath<TStudyTypeFormValues>;

const DESCRIPTION_PRICES = [
  'descriptionPrice',
  'urgentDescriptionPrice',
  'comparisonDescriptionPrice',
  'urgentComparisonDescriptionPrice',
] as const;

const RADIOLOGY_VALUES = [
  'voltageKilovolts',
  'anodeCurrentMiliamper',
  'exposureTimeSeconds',
  'radiationDoseMilligrayPerSquareCentimeter',
] as const;

const EMPTY_PRESET: RadiologyRow = {
  presetName: '',
  voltageKilovolts: '',
  anodeCurrentMiliamper: '',
  exposureTimeSeconds: '',
  radiationDoseMilligrayPerSquareCentimeter: '',
};

interface Props {
  initialValues: TStudyTypeFormValues;
  deviceTypes: readonly string[];
  /** Editing an existing type: shows the active switch. */
  editing: boolean;
  submitLabel: string;
  /** Saves the parsed input; resolves when done (the form shows the refusal itself). */
  onSubmit: (input: StudyTypeInput, form: Form) => Promise<void>;
  onCancel: () => void;
  /** Alerts above the fields (a stale version, a failed save). */
  notice?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/**
 * Every field of a study type (spec part 2 §3, §5): code and name required, comment up to 200
 * characters with a counter, prices as exact text ("90,50"), one price per price group, exposure
 * presets and device durations as rows to add and remove.
 */
export function StudyTypeForm(props: Props) {
  const { initialValues, deviceTypes, editing, submitLabel, onSubmit, onCancel, notice } = props;
  const { t } = useTranslation('studyTypes');
  const domainMessage = useDomainMessage();
  const form = useDomainForm<TStudyTypeFormValues, StudyTypeInput>({
    schema: ZStudyTypeForm,
    defaultValues: initialValues,
  });
  const { control, register, formState } = form;
  const { errors, isSubmitting } = formState;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(formState.isDirty && !isSubmitting);
  const presets = useFieldArray({ control, name: 'studyTypeRadiologies' });
  const durations = useFieldArray({ control, name: 'studyTypeDevices' });
  const prices = useWatch({ control, name: 'prices' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const errorOf = (field: Field): string | undefined => {
    const parts = field.split('.');
    let value: unknown = errors;
    for (const part of parts) value = (value as Record<string, unknown> | undefined)?.[part];
    return domainMessage((value as { message?: string } | undefined)?.message);
  };
  const text = (field: Field, label: string, extra: object = {}) => (
    <TextField
      // Its field names it, also where a list of them is rendered (the description prices).
      key={field}
      {...register(field)}
      label={label}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? ' '}
      fullWidth
      {...extra}
    />
  );
  const money = (field: Field, label: string) =>
    text(field, label, {
      slotProps: {
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
      },
    });
  const toggle = (field: 'hasRemarks' | 'is3D' | 'active', label: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: input }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={input.name}
              checked={Boolean(input.value)}
              onChange={(event) => input.onChange(event.target.checked)}
              onBlur={input.onBlur}
              inputRef={input.ref}
            />
          }
        />
      )}
    />
  );

  const submit = form.handleSubmit((input) => onSubmit(input, form));

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {notice}
      <Section title={t('sections.general')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('code', t('fields.code'), { required: true, sx: { maxWidth: { sm: 220 } } })}
          {text('name', t('fields.name'), { required: true })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('onReferalOrder', t('fields.onReferalOrder'), { type: 'number' })}
          {text('timeToDescribe', t('fields.timeToDescribe'), {
            type: 'number',
            required: true,
            slotProps: {
              input: {
                endAdornment: <InputAdornment position="end">{t('minutes')}</InputAdornment>,
              },
            },
          })}
        </Stack>
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
          {toggle('hasRemarks', t('fields.hasRemarks'))}
          {toggle('is3D', t('fields.is3D'))}
          {editing && toggle('active', t('fields.active'))}
        </Stack>
        <TextField
          {...register('comment')}
          label={t('fields.comment')}
          multiline
          minRows={2}
          error={Boolean(errorOf('comment'))}
          helperText={
            errorOf('comment') ??
            t('commentCounter', { count: comment.length, max: STUDY_TYPE_COMMENT_MAX })
          }
          fullWidth
        />
        <Controller
          control={control}
          name="studySubTypes"
          render={({ field }) => (
            <ChipsField
              label={t('fields.studySubTypes')}
              type="text"
              values={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              validate={(value) =>
                field.value.some((known) => known.toLowerCase() === value.toLowerCase())
                  ? 'validation.studyType.duplicate'
                  : null
              }
              error={errorOf('studySubTypes')}
            />
          )}
        />
      </Section>

      <Section title={t('sections.prices')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {DESCRIPTION_PRICES.slice(0, 2).map((field) => money(field, t(`fields.${field}`)))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {DESCRIPTION_PRICES.slice(2).map((field) => money(field, t(`fields.${field}`)))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('priceGroups')}
        </Typography>
        {prices.length === 0 && <Alert severity="info">{t('noPriceGroups')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
          {prices.map((entry, index) => (
            <div key={entry.presetName} style={{ minWidth: 200, flex: 1 }}>
              {money(`prices.${index}.price`, t('priceIn', { group: entry.presetName }))}
            </div>
          ))}
        </Stack>
      </Section>

      <Section title={t('sections.radiology')}>
        {presets.fields.map((row, index) => (
          <Stack
            key={row.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            role="group"
            aria-label={t('presetRow', { number: index + 1 })}
          >
            {text(`studyTypeRadiologies.${index}.presetName`, t('fields.presetName'), {
              required: true,
            })}
            {RADIOLOGY_VALUES.map((value) => (
              <Fragment key={value}>
                {text(`studyTypeRadiologies.${index}.${value}`, t(`fields.${value}`), {
                  slotProps: { htmlInput: { inputMode: 'decimal' } },
                })}
              </Fragment>
            ))}
            <div>
              <IconButton
                aria-label={t('removePreset', { number: index + 1 })}
                onClick={() => presets.remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </div>
          </Stack>
        ))}
        <div>
          <Button startIcon={<AddIcon />} onClick={() => presets.append(EMPTY_PRESET)}>
            {t('addPreset')}
          </Button>
        </div>
      </Section>

      <Section title={t('sections.devices')}>
        {durations.fields.map((row, index) => (
          <Stack
            key={row.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            role="group"
            aria-label={t('deviceRow', { number: index + 1 })}
          >
            <Controller
              control={control}
              name={`studyTypeDevices.${index}.deviceType`}
              render={({ field }) => (
                <TextField
                  select
                  label={t('fields.deviceType')}
                  {...field}
                  required
                  error={Boolean(errorOf(`studyTypeDevices.${index}.deviceType`))}
                  helperText={errorOf(`studyTypeDevices.${index}.deviceType`) ?? ' '}
                  fullWidth
                >
                  {deviceTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {text(`studyTypeDevices.${index}.durationMinutes`, t('fields.durationMinutes'), {
              type: 'number',
              required: true,
            })}
            <div>
              <IconButton
                aria-label={t('removeDevice', { number: index + 1 })}
                onClick={() => durations.remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </div>
          </Stack>
        ))}
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => durations.append({ deviceType: '', durationMinutes: '' })}
          >
            {t('addDevice')}
          </Button>
        </div>
      </Section>

      <FormPageActions
        busy={isSubmitting}
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={submitLabel}
      />
      <UnsavedChangesDialog guard={guard} />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_SUPPORTING_DOCTORS, STUDY_STATUSES } from '@portal/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StudyFormStudyTypesQuery } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import { BranchPicker } from '../../../../shared/ui/pickers/branch-picker';
import { PatientPicker } from '../../../../shared/ui/pickers/patient-picker';
import { UserPicker } from '../../../../shared/ui/pickers/user-picker';
import { DescribersField } from './describers-field';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { presetFor } from './radiology-preset';
import type { StudyFormValues } from './study-form-values';
import { StudySwitchesFields, useSwitchRules } from './study-switches';

/** A field sharing a row with others: pickers would otherwise shrink to their content. */
const Cell = ({ children }: { children: ReactNode }) => <Box sx={{ minWidth: 0 }}>{children}</Box>;

/** Fields side by side on a wide screen, one under another on a phone. */
const Row = ({ columns, children }: { columns: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: columns } }}>
    {children}
  </Box>
);

export type StudyTypeOption = StudyFormStudyTypesQuery['studyTypes'][number];

interface Props {
  creating: boolean;
  readOnly: boolean;
  studyTypes: readonly StudyTypeOption[];
  /** Study types offered but not pickable: those of a referral that already have a study. */
  issuedStudyTypes?: ReadonlySet<string>;
  /** The user switched notifyDescribers: picking describers no longer changes it. */
  notifyDescribersTouched: boolean;
  onNotifyDescribersTouched: () => void;
}

/**
 * The general tab (spec part 2 §2, §5): patient, study type, date and branch (only Admin changes
 * them once the study exists), status, performer, leading doctor and its branch, supporting
 * doctors, describers, the comments and the switches.
 */
export function StudyGeneralFields(props: Props) {
  const { creating, readOnly, studyTypes, issuedStudyTypes } = props;
  const { t } = useTranslation(['studyForm', 'studies']);
  const message = useDomainMessage();
  const { control, setValue, formState, getValues } = useFormContext<StudyFormValues>();
  const [studyTypeId] = useWatch({ control, name: ['studyType'] });
  const studyType = studyTypes.find(({ id }) => id === studyTypeId);
  const mayMove = usePermission('studies.editDateAndBranch');
  const mayInternal = usePermission('studies.internalFields');
  const applySwitch = useSwitchRules();
  const error = (field: keyof StudyFormValues) => message(formState.errors[field]?.message);
  const placeLocked = readOnly || (!creating && !mayMove);
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const text = (
    name: 'descriptionRequestComment' | 'importantInformation' | 'internalInformation',
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          label={t(`fields.${name}`)}
          multiline
          minRows={2}
          disabled={readOnly}
          error={Boolean(error(name))}
          helperText={error(name)}
        />
      )}
    />
  );

  return (
    <Stack spacing={2.5}>
      <Row columns={'1fr 1fr'}>
        <Controller
          control={control}
          name="patient"
          render={({ field }) => (
            <Cell>
              <PatientPicker
                label={t('fields.patient')}
                required
                disabled={readOnly || !creating}
                value={field.value}
                onChange={(patient) => {
                  field.onChange(patient);
                  // The radiology preset follows the patient's gender (spec part 2 §4).
                  const preset = presetFor(studyType, patient?.contact.gender ?? null);
                  if (preset) setValue('radiology', preset, dirty);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={error('patient')}
              />
            </Cell>
          )}
        />
        <Controller
          control={control}
          name="studyType"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              required
              {...field}
              label={t('fields.studyType')}
              disabled={readOnly}
              error={Boolean(error('studyType'))}
              helperText={error('studyType')}
            >
              {studyTypes.map((type) => (
                <MenuItem key={type.id} value={type.id} disabled={issuedStudyTypes?.has(type.id)}>
                  {type.is3D ? `${type.name} · 3D` : type.name}
                  {issuedStudyTypes?.has(type.id) ? ` · ${t('referal.issued')}` : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Row>
      <Row columns={'1fr 160px 1fr'}>
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <Cell>
              <DateField
                label={t('fields.day')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={placeLocked}
                error={error('day')}
              />
            </Cell>
          )}
        />
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <TextField
              {...field}
              type="time"
              label={t('fields.time')}
              disabled={placeLocked}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          )}
        />
        <Controller
          control={control}
          name="branch"
          render={({ field }) => (
            <Cell>
              <BranchPicker
                label={t('fields.branch')}
                ownBranch
                required
                disabled={placeLocked}
                value={field.value}
                onChange={(branch) => {
                  field.onChange(branch);
                  // Describers are chosen per branch (spec part 2 §4).
                  if (getValues('describers').length > 0) setValue('describers', [], dirty);
                }}
                onBlur={field.onBlur}
                error={error('branch')}
              />
            </Cell>
          )}
        />
      </Row>
      <Row columns={'1fr 1fr'}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <TextField select fullWidth {...field} label={t('fields.status')} disabled={readOnly}>
              {STUDY_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`studies:status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="performer"
          render={({ field }) => (
            <Cell>
              <UserPicker
                label={t('fields.performer')}
                roles={['Technician']}
                disabled={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('performer')}
              />
            </Cell>
          )}
        />
      </Row>
      <Row columns={'1fr 1fr'}>
        <Controller
          control={control}
          name="leadingDoctor"
          render={({ field }) => (
            <Cell>
              <DoctorPicker
                label={t('fields.leadingDoctor')}
                disabled={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('leadingDoctor')}
              />
            </Cell>
          )}
        />
        <Controller
          control={control}
          name="leadingDoctorBranch"
          render={({ field }) => (
            <Cell>
              <BranchPicker
                label={t('fields.leadingDoctorBranch')}
                disabled={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('leadingDoctorBranch')}
              />
            </Cell>
          )}
        />
      </Row>
      <Controller
        control={control}
        name="supportingDoctors"
        render={({ field }) => (
          <DoctorPicker
            multiple
            label={t('fields.supportingDoctors', { max: MAX_SUPPORTING_DOCTORS })}
            disabled={readOnly}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error('supportingDoctors')}
            // A hint for who picks; a read-only view has nothing to pick (and greyed text to spare).
            helperText={
              readOnly
                ? undefined
                : t('fields.supportingDoctorsHelp', { max: MAX_SUPPORTING_DOCTORS })
            }
          />
        )}
      />
      <DescribersField
        readOnly={readOnly}
        minutesToDescribe={studyType?.timeToDescribe ?? 0}
        onPicked={() =>
          applySwitch({ kind: 'describersPicked', count: 1 }, props.notifyDescribersTouched)
        }
      />
      {text('descriptionRequestComment')}
      {text('importantInformation')}
      {mayInternal && text('internalInformation')}
      <StudySwitchesFields
        readOnly={readOnly}
        onNotifyDescribersTouched={props.onNotifyDescribersTouched}
      />
    </Stack>
  );
}

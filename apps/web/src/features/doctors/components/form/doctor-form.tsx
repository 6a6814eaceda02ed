import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DOCTOR_NOTE_MAX, DOCTOR_NOTE_ROWS, type DoctorFieldRights } from '@portal/domain';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DoctorKind } from '../../../../__generated__/doctors/graphql';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DescriberFields, type StudyTypeName } from './describer-fields';
import { DoctorAccountFields } from './doctor-account-fields';
import { DoctorContactFields } from './doctor-contact-fields';
import { switchKind, isDescriber, type DoctorFormValues } from './doctor-form-values';
import { DoctorIdentityFields } from './doctor-identity-fields';

interface Props {
  rights: DoctorFieldRights;
  /** The add dialog: the kind can be switched and the login set. */
  adding: boolean;
  /** The study types the record describes now, named before the list of types arrives. */
  heldStudyTypes?: readonly StudyTypeName[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The doctor and facility form (spec part 2 §5, §6; issue 20 §1): inside a FormProvider of
 * DoctorFormValues, validated on blur with the domain's schema.
 */
export function DoctorForm({ rights, adding, heldStudyTypes }: Props) {
  const { t } = useTranslation('doctors');
  const domainMessage = useDomainMessage();
  const { control, register, formState, getValues, reset } = useFormContext<DoctorFormValues>();
  const [kind, roles, login, hasAccount] = useWatch({
    control,
    name: ['kind', 'roles', 'login', 'hasAccount'],
  });
  const noteError = domainMessage(formState.errors.note?.message);

  // Switching the kind empties the other kind's fields; what both have stays.
  const changeKind = (next: DoctorKind | null) => {
    if (!next || next === kind) return;
    reset(switchKind(getValues(), next), { keepDefaultValues: true });
  };

  return (
    <Stack spacing={3}>
      {adding && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={kind}
          onChange={(_event, next: DoctorKind | null) => changeKind(next)}
          aria-label={t('form.kind')}
        >
          <ToggleButton value="DOCTOR">{t('form.kindDoctor')}</ToggleButton>
          <ToggleButton value="FACILITY">{t('form.kindFacility')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Section title={t(kind === 'DOCTOR' ? 'form.section.doctor' : 'form.section.facility')}>
        <DoctorIdentityFields />
      </Section>
      <Section title={t('form.section.contact')}>
        <DoctorContactFields />
      </Section>
      <Section title={t('form.section.account')}>
        <DoctorAccountFields rights={rights} adding={adding} />
      </Section>
      {isDescriber({ kind, roles, login, hasAccount }) && (
        <Section title={t('form.section.describer')}>
          <DescriberFields held={heldStudyTypes} />
        </Section>
      )}
      {(rights.note || !adding) && (
        <TextField
          {...register('note')}
          label={t('form.note')}
          multiline
          minRows={DOCTOR_NOTE_ROWS.min}
          maxRows={DOCTOR_NOTE_ROWS.max}
          fullWidth
          disabled={!rights.note}
          error={Boolean(noteError)}
          helperText={noteError}
          slotProps={{ htmlInput: { maxLength: DOCTOR_NOTE_MAX } }}
        />
      )}
    </Stack>
  );
}

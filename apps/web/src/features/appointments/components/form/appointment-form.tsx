import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddAppointmentsDocument,
  AddBreakDocument,
  DeleteAppointmentDocument,
  UpdateAppointmentDocument,
} from '../../../../__generated__/graphql';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { useReservationHold } from '../../hooks/use-reservation-hold';
import type { CalendarBranch } from '../calendar-settings-dialog';
import { AppointmentFormFields } from './appointment-form-fields';
import { appointmentFormResolver, bookingInput, type FormMode } from './appointment-form-resolver';
import { formFieldOf, type AppointmentFormValues } from './appointment-form-values';
import { HoldNotice } from './hold-notice';

interface Props {
  /** The appointment edited; none when creating. */
  appointmentId?: string;
  mode: FormMode;
  initialValues: AppointmentFormValues;
  branches: readonly CalendarBranch[];
  /** Past (or with a study): shown, not editable (spec part 1 §2). */
  readOnly?: boolean;
  /** After a save or a delete, or on Cancel: back to the calendar of `day`. */
  onDone: (day: string) => void;
}

/**
 * The appointment form (spec part 1 §2, §4, §5): creates appointments (one per study type) or a
 * break, or edits one; while creating it holds the slot for the user (useReservationHold).
 */
export function AppointmentForm({
  appointmentId,
  mode,
  initialValues,
  branches,
  readOnly = false,
  onDone,
}: Props) {
  const { t, i18n } = useTranslation('appointments');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const resolver = useMemo(() => appointmentFormResolver(mode, lang), [mode, lang]);
  const form = useDomainForm<AppointmentFormValues>({
    resolver,
    defaultValues: initialValues,
    fieldOf: formFieldOf,
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const [addAppointments] = useMutation(AddAppointmentsDocument);
  const [addBreak] = useMutation(AddBreakDocument);
  const [updateAppointment] = useMutation(UpdateAppointmentDocument);
  const [deleteAppointment] = useMutation(DeleteAppointmentDocument);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const watched = useWatch({ control: form.control }) as AppointmentFormValues;
  const slot = bookingInput(watched);
  const hold = useReservationHold(
    mode.kind === 'create' && !readOnly && slot.device && slot.startDate && slot.endDate
      ? { deviceId: slot.device, startDate: slot.startDate, endDate: slot.endDate }
      : null,
  );

  const save = form.handleSubmit(async (values) => {
    const input = bookingInput(values);
    const place = { branch: input.branch, device: input.device, comments: input.comments };
    try {
      if (mode.kind === 'edit') {
        await updateAppointment({
          variables: {
            id: appointmentId!,
            data: {
              ...place,
              startDate: input.startDate,
              endDate: input.endDate,
              patient: input.patient,
              studyType: input.studyTypes[0] ?? null,
              version: mode.version,
            },
          },
        });
        enqueueSnackbar(t('form.saved'), { variant: 'success' });
      } else if (values.kind === 'break') {
        await addBreak({
          variables: { data: { ...place, startDate: input.startDate, endDate: input.endDate } },
        });
        enqueueSnackbar(t('form.saved'), { variant: 'success' });
      } else {
        const { data } = await addAppointments({
          variables: {
            data: {
              ...place,
              startDate: input.startDate,
              patient: input.patient,
              studyTypes: input.studyTypes,
            },
          },
        });
        const count = data?.addAppointments.length ?? 0;
        enqueueSnackbar(count > 1 ? t('form.savedMany', { count }) : t('form.saved'), {
          variant: 'success',
        });
      }
      guard.markSaved();
      onDone(values.day);
    } catch (error) {
      // Field refusals go under their fields; the rest the API client's notices show.
      form.showServerErrors(error);
    }
  });

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteAppointment({ variables: { id: appointmentId! } });
      enqueueSnackbar(t('form.deleted'), { variant: 'success' });
      guard.markSaved();
      onDone(initialValues.day);
    } catch {
      // Shown by the API client's notices.
    }
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void save(event)}>
        {mode.kind === 'create' && <HoldNotice state={hold.state} onRenew={hold.renew} />}
        {readOnly && <Alert severity="info">{t('form.past')}</Alert>}
        <AppointmentFormFields
          branches={branches}
          creating={mode.kind === 'create'}
          readOnly={readOnly}
        />
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          {mode.kind === 'edit' && !readOnly ? (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
              {t('form.delete')}
            </Button>
          ) : (
            <span />
          )}
          {readOnly ? (
            <Button onClick={() => onDone(initialValues.day)}>{t('form.back')}</Button>
          ) : (
            <FormPageActions
              busy={isSubmitting}
              onCancel={() => onDone(initialValues.day)}
              cancelLabel={t('form.cancel')}
              submitLabel={t('form.save')}
            />
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={initialValues.kind === 'break' ? t('form.deleteBreakTitle') : t('form.deleteTitle')}
        message={t('form.deleteText', {
          when: `${initialValues.day} ${initialValues.startTime}`,
        })}
        confirmLabel={t('form.delete')}
        confirmColor="error"
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
      <UnsavedChangesDialog guard={guard} />
    </FormProvider>
  );
}

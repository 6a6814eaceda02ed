import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UpdateAppointmentDocument,
  type AppointmentFieldsFragment,
} from '../../../__generated__/graphql';
import type { CalendarColumn } from '../components/calendar-columns';

/**
 * A drop on the day grid (spec part 1 §4): the appointment keeps its length and moves its start,
 * to another device too — which the server refuses unless that device performs its study type.
 * A refusal shows the server's message (the API client's error notices) and the appointment
 * stays where it was: the grid draws what the server holds.
 */
export function useMoveAppointment(
  appointments: readonly AppointmentFieldsFragment[],
  columns: readonly CalendarColumn[],
  apply: (row: AppointmentFieldsFragment) => void,
) {
  const { t } = useTranslation('appointments');
  const { enqueueSnackbar } = useSnackbar();
  const [update] = useMutation(UpdateAppointmentDocument);
  return useCallback(
    async (id: string, deviceId: string, start: Date) => {
      const appointment = appointments.find((row) => row.id === id);
      const column = columns.find((c) => c.deviceId === deviceId);
      if (!appointment || !column) return;
      const length = Date.parse(appointment.endDate) - Date.parse(appointment.startDate);
      if (
        start.getTime() === Date.parse(appointment.startDate) &&
        deviceId === appointment.device.id
      )
        return;
      try {
        const { data } = await update({
          variables: {
            id,
            data: {
              branch: column.branchId,
              device: deviceId,
              startDate: start.toISOString(),
              endDate: new Date(start.getTime() + length).toISOString(),
              patient: appointment.patient?.id ?? null,
              studyType: appointment.studyType?.id ?? null,
              comments: appointment.comments,
              version: appointment.version,
            },
          },
        });
        if (data) {
          apply(data.updateAppointment);
          enqueueSnackbar(t('page.moved'), { variant: 'success' });
        }
      } catch {
        // Shown by the API client's error notices; the grid keeps the server's state.
      }
    },
    [appointments, columns, apply, update, enqueueSnackbar, t],
  );
}

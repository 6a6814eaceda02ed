import { useApolloClient, useSubscription } from '@apollo/client/react';
import {
  addDays,
  APPOINTMENT_QUERY_TAKE,
  CALENDAR_POLLING_MS,
  warsawInstant,
} from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AppointmentAddedDocument,
  AppointmentDeletedDocument,
  AppointmentUpdatedDocument,
  DayAppointmentsDocument,
  DeviceReservationsDocument,
  ReservationAddedDocument,
  ReservationDeletedDocument,
  ReservationUpdatedDocument,
  type AppointmentFieldsFragment,
  type ReservationFieldsFragment,
} from '../../../__generated__/graphql';
import { realtimeConnection } from '../../../shared/api/connection-state';

export interface DayBookings {
  appointments: AppointmentFieldsFragment[];
  reservations: ReservationFieldsFragment[];
  /** The first load of this day and devices has not answered yet. */
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Shows a saved appointment at once (its own event follows and changes nothing). */
  apply: (row: AppointmentFieldsFragment) => void;
}

type ById<T> = ReadonlyMap<string, T>;

/** The Warsaw day's [start, next day's start), DST days included. */
function dayRange(date: string) {
  return { from: warsawInstant(date, 0, 0), to: warsawInstant(addDays(date, 1), 0, 0) };
}

function byId<T extends { id: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The appointments, breaks and live holds of a Warsaw day on the chosen devices (spec part 1 §4
 * "Calendar"): read in pages of APPOINTMENT_QUERY_TAKE, kept current by the six subscriptions
 * (each applied to what is shown at once), read again every CALENDAR_POLLING_MS as a safety net
 * and when the real-time connection comes back after a drop.
 */
export function useDayBookings(date: string, deviceIds: readonly string[]): DayBookings {
  const client = useApolloClient();
  const [appointments, setAppointments] = useState<ById<AppointmentFieldsFragment>>(new Map());
  const [reservations, setReservations] = useState<ById<ReservationFieldsFragment>>(new Map());
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${date}|${deviceIds.join(',')}`;
  // Each load's number: a later day or selection may start before an earlier answer arrives.
  const generation = useRef(0);
  const range = useMemo(() => dayRange(date), [date]);
  const shown = useMemo(() => new Set(deviceIds), [deviceIds]);

  const load = useCallback(async () => {
    const forKey = key;
    const mine = ++generation.current;
    if (deviceIds.length === 0) return;
    try {
      const where = {
        deviceIds: [...deviceIds],
        startDateFrom: range.from.toISOString(),
        startDateTo: range.to.toISOString(),
      };
      // The holds come alongside the pages. Neither goes through Apollo's cache: this hook keeps
      // the day itself, and normalizing 500 rows a page cost more than the request
      // (bench/calendar/live-browser.mjs).
      const holdsRead = client.query({
        query: DeviceReservationsDocument,
        variables: { deviceIds: [...deviceIds] },
        fetchPolicy: 'no-cache',
      });
      const rows: AppointmentFieldsFragment[] = [];
      for (let skip = 0; ; skip += APPOINTMENT_QUERY_TAKE) {
        const { data } = await client.query({
          query: DayAppointmentsDocument,
          variables: { where, pagination: { skip, take: APPOINTMENT_QUERY_TAKE } },
          fetchPolicy: 'no-cache',
        });
        const page = data?.appointments ?? [];
        rows.push(...page);
        if (page.length < APPOINTMENT_QUERY_TAKE) break;
      }
      const { data: holds } = await holdsRead;
      // A later day or selection may have started meanwhile: its answer wins.
      if (generation.current !== mine) return;
      setAppointments(byId(rows));
      setReservations(byId(holds?.reservations ?? []));
      setFailed(false);
      setLoadedKey(forKey);
    } catch {
      if (generation.current === mine) setFailed(true);
    }
  }, [client, key, deviceIds, range]);

  useEffect(() => {
    // Run from the effect's callback, not its body: the answer sets state.
    queueMicrotask(() => void load());
    const timer = window.setInterval(() => void load(), CALENDAR_POLLING_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  // Back from a drop: whatever happened meanwhile is read again (the banner says so).
  useEffect(() => {
    let connected = realtimeConnection.get() === 'connected';
    return realtimeConnection.subscribe(() => {
      const now = realtimeConnection.get() === 'connected';
      if (now && !connected) void load();
      connected = now;
    });
  }, [load]);

  const inView = useCallback(
    (deviceId: string, start: string) => {
      const at = new Date(start).getTime();
      return shown.has(deviceId) && at >= range.from.getTime() && at < range.to.getTime();
    },
    [shown, range],
  );

  const upsertAppointment = useCallback(
    (row: AppointmentFieldsFragment | undefined) => {
      if (!row) return;
      setAppointments((current) => {
        const next = new Map(current);
        // Moved to another day or to a device not shown: it leaves this view.
        if (inView(row.device.id, row.startDate)) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      });
    },
    [inView],
  );
  const upsertReservation = useCallback(
    (row: ReservationFieldsFragment | undefined) => {
      if (!row) return;
      setReservations((current) => {
        const next = new Map(current);
        if (shown.has(row.deviceId)) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      });
    },
    [shown],
  );
  const remove = <T>(set: (update: (current: ById<T>) => ById<T>) => void, id?: string) => {
    if (id === undefined) return;
    set((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  };

  const skip = deviceIds.length === 0;
  useSubscription(AppointmentAddedDocument, {
    skip,
    onData: ({ data }) => upsertAppointment(data.data?.appointmentAdded),
  });
  useSubscription(AppointmentUpdatedDocument, {
    skip,
    onData: ({ data }) => upsertAppointment(data.data?.appointmentUpdated),
  });
  useSubscription(AppointmentDeletedDocument, {
    skip,
    onData: ({ data }) => remove(setAppointments, data.data?.appointmentDeleted.id),
  });
  useSubscription(ReservationAddedDocument, {
    skip,
    onData: ({ data }) => upsertReservation(data.data?.reservationAdded),
  });
  useSubscription(ReservationUpdatedDocument, {
    skip,
    onData: ({ data }) => upsertReservation(data.data?.reservationUpdated),
  });
  useSubscription(ReservationDeletedDocument, {
    skip,
    onData: ({ data }) => remove(setReservations, data.data?.reservationDeleted.id),
  });

  const none = deviceIds.length === 0;
  return {
    appointments: useMemo(() => (none ? [] : [...appointments.values()]), [none, appointments]),
    reservations: useMemo(() => (none ? [] : [...reservations.values()]), [none, reservations]),
    loading: !none && loadedKey !== key,
    failed,
    reload: () => void load(),
    apply: upsertAppointment,
  };
}

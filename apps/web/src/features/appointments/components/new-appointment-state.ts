/**
 * What the calendar hands the new-appointment form (spec part 1 §2: "/appointments/new, optional
 * navigation state: default date, branch and device"): a clicked slot gives its start too.
 */
export interface NewAppointmentState {
  branchId?: string;
  deviceId?: string;
  /** yyyy-MM-dd (Warsaw). */
  date?: string;
  /** ISO instant of the slot clicked. */
  start?: string;
}

export function newAppointmentState({
  branchId,
  deviceId,
  date,
  start,
}: {
  branchId?: string;
  deviceId?: string;
  date?: string;
  start?: Date;
}): NewAppointmentState {
  return {
    ...(branchId ? { branchId } : {}),
    ...(deviceId ? { deviceId } : {}),
    ...(date ? { date } : {}),
    ...(start ? { start: start.toISOString() } : {}),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The state as the form reads it: anything else (an old link, a hand-made state) is ignored. */
export function readNewAppointmentState(state: unknown): NewAppointmentState {
  if (typeof state !== 'object' || state === null) return {};
  const { branchId, deviceId, date, start } = state as Record<string, unknown>;
  return {
    ...(isText(branchId) ? { branchId } : {}),
    ...(isText(deviceId) ? { deviceId } : {}),
    ...(isText(date) && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    ...(isText(start) && !Number.isNaN(Date.parse(start)) ? { start } : {}),
  };
}

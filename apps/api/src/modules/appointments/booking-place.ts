import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { branchNotFound } from '../branches/branch-errors.js';
import { fieldRefused } from '../../errors/app-error.js';
import { deviceCannotPerform, deviceDisabled } from './booking-errors.js';
import { bookingsOf, findDevice, studyTypeDurations } from './bookings.repository.js';
import type { DeviceRow } from '../common/common.loaders.js';
import { studyTypeNotFound } from '../study-types/study-type-errors.js';
import { findStudyType } from '../study-types/study-types.repository.js';

/**
 * Where a booking goes, checked: a branch the caller runs (auth/branch-policy.ts) and is active,
 * and an enabled device of that branch. A branch outside the caller's scope does not exist for
 * them ('Nie znaleziono filii…').
 */
export async function bookablePlace(
  db: Executor,
  actor: Actor,
  place: { branch: number; device: number },
): Promise<DeviceRow> {
  if (!(await bookingsOf(db, actor).branch(place.branch))) throw branchNotFound(place.branch);
  const device = await findDevice(db, place.device);
  if (device?.branchId !== place.branch) {
    throw fieldRefused('device', 'validation.device.unknown', { id: place.device });
  }
  if (!device.enabled) throw deviceDisabled(device.name);
  return device;
}

/**
 * The device, if the caller may hold a slot on it: in a branch they run, enabled. Holds name only
 * the device (spec part 1 §7 addReservation), so the branch is the device's.
 */
export async function holdableDevice(
  db: Executor,
  actor: Actor,
  deviceId: number,
): Promise<DeviceRow> {
  const device = await findDevice(db, deviceId);
  if (!device || !(await bookingsOf(db, actor).branch(device.branchId))) {
    throw fieldRefused('deviceId', 'validation.device.unknown', { id: deviceId });
  }
  if (!device.enabled) throw deviceDisabled(device.name);
  return device;
}

/**
 * How long each study type takes on the device, in the order given (spec part 1 §4: the end is
 * the start plus the durations on the device's type). A type the device cannot perform, or an
 * inactive one, is refused with the device's and the type's names.
 */
export async function durationsOn(
  db: Executor,
  device: DeviceRow,
  studyTypeIds: readonly number[],
): Promise<number[]> {
  const durations = await studyTypeDurations(db, studyTypeIds, device.deviceType);
  const minutes: number[] = [];
  for (const id of studyTypeIds) {
    const duration = durations.get(id);
    if (duration === undefined) {
      const studyType = await findStudyType(db, id);
      if (!studyType) throw studyTypeNotFound(id);
      throw deviceCannotPerform(device.name, studyType.name);
    }
    minutes.push(duration);
  }
  return minutes;
}

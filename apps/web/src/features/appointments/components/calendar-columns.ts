import type { CalendarBranch } from './calendar-settings-dialog';
import type { GridColumn } from './day-grid/types';

/** A column of the day grid, with the branch its device belongs to. */
export interface CalendarColumn extends GridColumn {
  branchId: string;
}

/**
 * The columns of the chosen devices, in the order chosen. A device that left the user's branches
 * or was disabled since it was chosen is left out rather than shown empty.
 */
export function calendarColumns(
  branches: readonly CalendarBranch[],
  chosen: readonly string[],
): CalendarColumn[] {
  const columns = new Map<string, CalendarColumn>();
  for (const branch of branches) {
    for (const device of branch.devices) {
      if (!device.enabled) continue;
      columns.set(device.id, {
        deviceId: device.id,
        deviceName: device.name,
        branchId: branch.id,
        branchName: branch.name,
        branchColor: branch.color,
      });
    }
  }
  return chosen.flatMap((id) => columns.get(id) ?? []);
}

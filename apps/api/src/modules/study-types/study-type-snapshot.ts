import type { Executor } from '../../db/client.js';
import {
  findDevicesOf,
  findPricesOf,
  findRadiologiesOf,
  type StudyTypeRow,
} from './study-types.repository.js';

/**
 * A study type as the audit trail records it (ADR 0030: who, what, before → after): its columns
 * and its child rows without their ids, which every save renews.
 */
export type StudyTypeSnapshot = Record<string, unknown>;

export async function snapshotOf(tx: Executor, row: StudyTypeRow): Promise<StudyTypeSnapshot> {
  const [prices, radiologies, durations] = await Promise.all([
    findPricesOf(tx, [row.id]),
    findRadiologiesOf(tx, [row.id]),
    findDevicesOf(tx, [row.id]),
  ]);
  const { id: _id, version: _version, ...columns } = row;
  return {
    ...columns,
    studyTypePrices: prices.map(({ presetName, price }) => ({ presetName, price })),
    studyTypeRadiologies: radiologies.map(({ id: _row, studyTypeId: _type, ...preset }) => preset),
    studyTypeDevices: durations.map(({ deviceType, durationMinutes }) => ({
      deviceType,
      durationMinutes,
    })),
  };
}

/** The fields that differ between two snapshots, as `{ before, after }` of those fields only. */
export function changedFields(before: StudyTypeSnapshot, after: StudyTypeSnapshot) {
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

import { describe, expect, it } from 'vitest';
import {
  availableAppointmentSlots,
  type AppointmentSlot,
  type Interval,
  type SlotDevice,
} from './available-slots.js';
import { warsawInstant, warsawParts } from './warsaw-time.js';

const MONDAY = '2026-06-15';
const SATURDAY = '2026-06-13';
const SUNDAY = '2026-06-14';
const LAST_WEEK = new Date('2026-06-08T12:00:00Z');

function buildDevice(overrides: Partial<SlotDevice> = {}): SlotDevice {
  return { deviceId: 'ct-1', durationMinutes: 15, busy: [], ...overrides };
}

/** Instant of a Warsaw wall-clock time, 'HH:mm'. */
function at(date: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return warsawInstant(date, hour, minute);
}

function busy(date: string, from: string, to: string): Interval {
  return { start: at(date, from), end: at(date, to) };
}

function hhmm(instant: Date): string {
  const { hour, minute } = warsawParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Slots as 'HH:mm–HH:mm device' in Warsaw time, easy to read in a failing test. */
function describeSlots(slots: AppointmentSlot[]): string[] {
  return slots.map((slot) => `${hhmm(slot.startTime)}–${hhmm(slot.endTime)} ${slot.deviceId}`);
}

function startsOf(slots: AppointmentSlot[]): string[] {
  return slots.map((slot) => hhmm(slot.startTime));
}

describe('availableAppointmentSlots', () => {
  it('offers every quarter hour of a weekday from 08:00 until the study no longer fits', () => {
    const slots = availableAppointmentSlots({
      date: MONDAY,
      now: LAST_WEEK,
      devices: [buildDevice({ durationMinutes: 30 })],
    });
    expect(slots).toHaveLength(47);
    expect(describeSlots(slots).slice(0, 2)).toEqual(['08:00–08:30 ct-1', '08:15–08:45 ct-1']);
    expect(describeSlots(slots).at(-1)).toBe('19:30–20:00 ct-1');
  });

  it('keeps to Saturday hours, 09:00–15:00', () => {
    const slots = availableAppointmentSlots({
      date: SATURDAY,
      now: LAST_WEEK,
      devices: [buildDevice()],
    });
    expect(slots).toHaveLength(24);
    expect(startsOf(slots)[0]).toBe('09:00');
    expect(describeSlots(slots).at(-1)).toBe('14:45–15:00 ct-1');
  });

  it('offers nothing on a Sunday', () => {
    expect(
      availableAppointmentSlots({ date: SUNDAY, now: LAST_WEEK, devices: [buildDevice()] }),
    ).toEqual([]);
  });

  it('leaves out starts whose study would overlap a busy interval', () => {
    const device = buildDevice({
      durationMinutes: 60,
      busy: [busy(MONDAY, '10:00', '11:00'), busy(MONDAY, '12:30', '13:00')],
    });
    const slots = availableAppointmentSlots({ date: MONDAY, now: LAST_WEEK, devices: [device] });
    const morning = startsOf(slots).filter((start) => start >= '09:00' && start <= '13:00');
    expect(morning).toEqual(['09:00', '11:00', '11:15', '11:30', '13:00']);
  });

  it('treats a busy interval that only touches a slot as no overlap', () => {
    const device = buildDevice({ busy: [busy(MONDAY, '09:15', '09:30')] });
    const slots = availableAppointmentSlots({ date: MONDAY, now: LAST_WEEK, devices: [device] });
    expect(startsOf(slots).filter((start) => start < '10:00')).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '09:30',
      '09:45',
    ]);
  });

  it('honours busy intervals that began the day before', () => {
    const device = buildDevice({
      busy: [{ start: at('2026-06-14', '20:00'), end: at(MONDAY, '09:00') }],
    });
    const slots = availableAppointmentSlots({ date: MONDAY, now: LAST_WEEK, devices: [device] });
    expect(startsOf(slots)[0]).toBe('09:00');
  });

  it('stops offering starts once the study would run past closing time', () => {
    const slots = availableAppointmentSlots({
      date: SATURDAY,
      now: LAST_WEEK,
      devices: [buildDevice({ durationMinutes: 90 })],
    });
    expect(describeSlots(slots).at(-1)).toBe('13:30–15:00 ct-1');
    expect(
      availableAppointmentSlots({
        date: SATURDAY,
        now: LAST_WEEK,
        devices: [buildDevice({ durationMinutes: 7 * 60 })],
      }),
    ).toEqual([]);
  });

  it('offers only starts strictly after now', () => {
    const devices = [buildDevice()];
    const midday = availableAppointmentSlots({ date: MONDAY, now: at(MONDAY, '12:07'), devices });
    expect(startsOf(midday)[0]).toBe('12:15');
    const onTheDot = availableAppointmentSlots({ date: MONDAY, now: at(MONDAY, '12:15'), devices });
    expect(startsOf(onTheDot)[0]).toBe('12:30');
  });

  it('offers nothing for a past day or after closing time', () => {
    const devices = [buildDevice()];
    expect(
      availableAppointmentSlots({ date: MONDAY, now: at('2026-06-16', '07:00'), devices }),
    ).toEqual([]);
    expect(availableAppointmentSlots({ date: MONDAY, now: at(MONDAY, '20:00'), devices })).toEqual(
      [],
    );
  });

  it('skips devices without a positive duration', () => {
    const slots = availableAppointmentSlots({
      date: SATURDAY,
      now: LAST_WEEK,
      devices: [
        buildDevice({ deviceId: 'zero', durationMinutes: 0 }),
        buildDevice({ deviceId: 'negative', durationMinutes: -15 }),
        buildDevice({ deviceId: 'nan', durationMinutes: Number.NaN }),
        buildDevice({ deviceId: 'us-1' }),
      ],
    });
    expect(new Set(slots.map((slot) => slot.deviceId))).toEqual(new Set(['us-1']));
  });

  it('offers each device with its own duration, sorted by start then device id', () => {
    const slots = availableAppointmentSlots({
      date: SATURDAY,
      now: at(SATURDAY, '13:50'),
      devices: [
        buildDevice({ deviceId: 'us-1', durationMinutes: 15 }),
        buildDevice({
          deviceId: 'ct-1',
          durationMinutes: 30,
          busy: [busy(SATURDAY, '14:15', '14:30')],
        }),
      ],
    });
    expect(describeSlots(slots)).toEqual([
      '14:00–14:15 us-1',
      '14:15–14:30 us-1',
      '14:30–15:00 ct-1',
      '14:30–14:45 us-1',
      '14:45–15:00 us-1',
    ]);
  });

  it.each([
    ['2026-03-30', '2026-03-29T12:00:00Z', '2026-03-30T06:00:00.000Z', '2026-03-30T17:45:00.000Z'],
    ['2026-10-26', '2026-10-25T12:00:00Z', '2026-10-26T07:00:00.000Z', '2026-10-26T18:45:00.000Z'],
  ])('follows the new offset on %s, the Monday after a DST change', (date, now, first, last) => {
    const slots = availableAppointmentSlots({
      date,
      now: new Date(now),
      devices: [buildDevice()],
    });
    expect(slots).toHaveLength(48);
    expect(slots[0]?.startTime.toISOString()).toBe(first);
    expect(slots.at(-1)?.startTime.toISOString()).toBe(last);
    expect(startsOf(slots).slice(0, 2)).toEqual(['08:00', '08:15']);
  });
});

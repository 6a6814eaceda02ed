import { describe, expect, it } from 'vitest';
import { describerAvailability, type DescriberLoad } from './describer-availability.js';

function buildDoctor(overrides: Partial<DescriberLoad> = {}): DescriberLoad {
  return {
    vacationStart: null,
    vacationEnd: null,
    maxStudyHoursToDescribe: null,
    descriptionOccupancyHours: 0,
    ...overrides,
  };
}

const AVAILABLE = { available: true };
const ON_VACATION = { available: false, reason: 'vacation' };
const OVERLOADED = { available: false, reason: 'overloaded' };

describe('describerAvailability: vacation', () => {
  it.each([
    ['no vacation set', null, null, '2026-06-15', AVAILABLE],
    ['the day before the start', '2026-06-10', '2026-06-20', '2026-06-09', AVAILABLE],
    ['the first day', '2026-06-10', '2026-06-20', '2026-06-10', ON_VACATION],
    ['a middle day', '2026-06-10', '2026-06-20', '2026-06-15', ON_VACATION],
    ['the last day', '2026-06-10', '2026-06-20', '2026-06-20', ON_VACATION],
    ['the day after the end', '2026-06-10', '2026-06-20', '2026-06-21', AVAILABLE],
    ['a one-day vacation', '2026-06-15', '2026-06-15', '2026-06-15', ON_VACATION],
    ['a reversed range', '2026-06-20', '2026-06-10', '2026-06-15', AVAILABLE],
    ['across a year end', '2026-12-28', '2027-01-03', '2027-01-01', ON_VACATION],
    ['only a start, the day before', '2026-06-10', null, '2026-06-09', AVAILABLE],
    ['only a start, on it', '2026-06-10', null, '2026-06-10', ON_VACATION],
    ['only a start, long after', '2026-06-10', null, '2027-03-01', ON_VACATION],
    ['only an end, long before', null, '2026-06-20', '2025-01-01', ON_VACATION],
    ['only an end, on it', null, '2026-06-20', '2026-06-20', ON_VACATION],
    ['only an end, the day after', null, '2026-06-20', '2026-06-21', AVAILABLE],
  ])('%s → %j', (_case, vacationStart, vacationEnd, today, expected) => {
    expect(describerAvailability(buildDoctor({ vacationStart, vacationEnd }), 30, today)).toEqual(
      expected,
    );
  });
});

describe('describerAvailability: load', () => {
  it.each([
    ['no maximum, however busy', null, 1000, 600, AVAILABLE],
    ['well under the maximum', 8, 2, 60, AVAILABLE],
    ['exactly at the maximum', 8, 7.5, 30, AVAILABLE],
    ['a minute over the maximum', 8, 7.5, 31, OVERLOADED],
    ['already over the maximum', 8, 9, 0, OVERLOADED],
    ['a zero maximum, a study with no time', 0, 0, 0, AVAILABLE],
    ['a zero maximum', 0, 0, 15, OVERLOADED],
  ])('%s → %j', (_case, maxStudyHoursToDescribe, descriptionOccupancyHours, minutes, expected) => {
    const doctor = buildDoctor({ maxStudyHoursToDescribe, descriptionOccupancyHours });
    expect(describerAvailability(doctor, minutes, '2026-06-15')).toEqual(expected);
  });
});

describe('describerAvailability: both', () => {
  it('reports vacation when the doctor is also overloaded', () => {
    const doctor = buildDoctor({
      vacationStart: '2026-06-10',
      vacationEnd: '2026-06-20',
      maxStudyHoursToDescribe: 1,
      descriptionOccupancyHours: 5,
    });
    expect(describerAvailability(doctor, 60, '2026-06-15')).toEqual(ON_VACATION);
  });

  it('reports overload once the vacation is over', () => {
    const doctor = buildDoctor({
      vacationStart: '2026-06-10',
      vacationEnd: '2026-06-20',
      maxStudyHoursToDescribe: 1,
      descriptionOccupancyHours: 5,
    });
    expect(describerAvailability(doctor, 60, '2026-06-21')).toEqual(OVERLOADED);
  });
});

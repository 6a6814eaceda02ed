import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { defaultStudyStatus, isStudyStatus, STUDY_STATUSES } from './status.js';

describe('isStudyStatus', () => {
  it.each(STUDY_STATUSES)('accepts %s', (status) => {
    expect(isStudyStatus(status)).toBe(true);
  });

  it.each([['draft'], ['PAID'], [''], ['Described'], [null], [undefined], [1], [{}]])(
    'refuses %j',
    (value) => {
      expect(isStudyStatus(value)).toBe(false);
    },
  );
});

describe('defaultStudyStatus', () => {
  // Every role listed, so a new role shows up here in review.
  const expected = {
    Admin: 'Draft',
    Complaints: 'Draft',
    Coordinator: 'Draft',
    DentalOffice: 'Draft',
    DescribingDoctor: 'Draft',
    Doctor: 'Draft',
    HelpContact: 'Draft',
    Laboratory: 'Draft',
    Manager: 'Draft',
    Patient: 'Draft',
    Registration: 'Paid',
    Technician: 'Performed',
  } as const;

  it.each(ROLES)('%s', (role) => {
    expect(defaultStudyStatus(role)).toBe(expected[role]);
  });
});

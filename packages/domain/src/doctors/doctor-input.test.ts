import { describe, expect, it } from 'vitest';
import { doctorFieldRights, ZCommentInput, ZDoctorInput } from './doctor-input.js';

const doctor = {
  kind: 'DOCTOR',
  licenseNumber: '5425740',
  firstName: ' Anna ',
  lastName: 'Kowalska',
  phoneNumbers: ['600 100 200'],
};
const facility = {
  kind: 'FACILITY',
  companyName: 'Gabinet Uśmiech',
  nip: '123-456-32-18',
  phoneNumbers: ['22 100 20 30'],
};

const messages = (input: unknown) => {
  const result = ZDoctorInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZDoctorInput', () => {
  it('normalizes a doctor and leaves the fields not given undefined', () => {
    const parsed = ZDoctorInput.parse(doctor);
    expect(parsed).toMatchObject({ firstName: 'Anna', licenseNumber: '5425740', nip: null });
    expect(parsed.roles).toBeUndefined();
    expect(parsed.regions).toBeUndefined();
    expect(parsed.note).toBeUndefined();
    expect(ZDoctorInput.parse({ ...doctor, regions: null }).regions).toBeUndefined();
    expect(ZDoctorInput.parse({ ...doctor, note: null }).note).toBeNull();
  });

  it('needs a valid PWZ and names for a doctor, company name and NIP for a facility', () => {
    expect(messages({ kind: 'DOCTOR', phoneNumbers: [] })).toEqual({
      phoneNumbers: 'validation.phoneNumbers.required',
      licenseNumber: 'validation.required',
      firstName: 'validation.firstName.required',
      lastName: 'validation.lastName.required',
    });
    expect(messages({ ...doctor, licenseNumber: '5425741' })).toEqual({
      licenseNumber: 'validation.licenseNumber.checksum',
    });
    expect(messages({ ...doctor, licenseNumber: '54a' })).toEqual({
      licenseNumber: 'validation.digitsOnly',
    });
    expect(ZDoctorInput.parse(facility)).toMatchObject({ nip: '1234563218', licenseNumber: null });
    expect(messages({ kind: 'FACILITY', phoneNumbers: ['600100200'] })).toEqual({
      companyName: 'validation.companyName.required',
      nip: 'validation.required',
    });
    expect(messages({ ...facility, licenseNumber: '5425740' })).toEqual({
      licenseNumber: 'validation.doctor.facilityLicense',
    });
  });

  it('accepts only the roles of its kind', () => {
    expect(messages({ ...doctor, roles: ['Doctor', 'DescribingDoctor'] })).toEqual({});
    expect(messages({ ...doctor, roles: ['Laboratory'] })).toEqual({
      roles: 'validation.doctor.roles',
    });
    expect(messages({ ...facility, roles: ['Laboratory'] })).toEqual({});
    expect(messages({ ...facility, roles: ['Doctor'] })).toEqual({
      roles: 'validation.doctor.roles',
    });
    expect(messages({ ...doctor, roles: ['Admin'] })).toHaveProperty('roles.0');
  });

  it('refuses hostile text', () => {
    expect(messages({ ...doctor, lastName: 'Kowal\u202Eska' })).toHaveProperty('lastName');
  });
});

describe('doctorFieldRights (part 2 §6)', () => {
  it('gives each role exactly its fields', () => {
    expect(doctorFieldRights('Admin')).toEqual({
      roles: true,
      active: true,
      specializations: true,
      regions: true,
      employedInBranchIds: true,
      login: true,
      note: true,
    });
    expect(doctorFieldRights('Manager')).toEqual({
      roles: false,
      active: false,
      specializations: false,
      regions: false,
      employedInBranchIds: true,
      login: true,
      note: true,
    });
    expect(doctorFieldRights('Technician')).toEqual({
      roles: false,
      active: false,
      specializations: false,
      regions: false,
      employedInBranchIds: false,
      login: true,
      note: true,
    });
    expect(Object.values(doctorFieldRights('Registration')).some(Boolean)).toBe(false);
  });
});

describe('ZCommentInput', () => {
  it('needs content once normalized; the title may be left out', () => {
    expect(ZCommentInput.parse({ content: ' Dzwonić rano ' })).toEqual({
      title: '',
      content: 'Dzwonić rano',
    });
    const blank = ZCommentInput.safeParse({ title: 'T', content: ' \u200B ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.comment.content');
  });
});

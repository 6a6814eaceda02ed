import { doctorFieldRights } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyDoctorForm,
  formToInput,
  switchKind,
  type DoctorFormValues,
} from './doctor-form-values';

const doctor: DoctorFormValues = {
  ...emptyDoctorForm('DOCTOR'),
  licenseNumber: '3123456',
  firstName: 'Anna',
  lastName: 'Nowak',
  phoneNumbers: ['600100200'],
  specializations: ['Ortodoncja'],
  regions: ['mazowieckie'],
  employedInBranches: [{ id: '3', name: 'Warszawa' }],
  describingStudyTypeIds: ['5'],
  maxStudyHoursToDescribe: '40',
  note: 'Uwaga',
  roles: ['Doctor', 'DescribingDoctor'],
};

describe('the doctor form values', () => {
  it('switching the kind empties the other kind’s fields and keeps the shared ones', () => {
    const facility = switchKind(doctor, 'FACILITY');
    expect(facility).toMatchObject({
      kind: 'FACILITY',
      licenseNumber: '',
      firstName: '',
      specializations: [],
      describingStudyTypeIds: [],
      maxStudyHoursToDescribe: '',
      roles: ['DentalOffice'],
      phoneNumbers: ['600100200'],
      note: 'Uwaga',
    });
    expect(switchKind({ ...facility, companyName: 'Uśmiech' }, 'DOCTOR')).toMatchObject({
      companyName: '',
      nip: '',
      roles: ['Doctor'],
    });
  });

  it('sends only what the role may set, and the account’s fields only with an account', () => {
    const technician = formToInput(doctor, doctorFieldRights('Technician'));
    expect(technician).not.toHaveProperty('specializations');
    expect(technician).not.toHaveProperty('regions');
    expect(technician).not.toHaveProperty('employedInBranchIds');
    expect(technician).not.toHaveProperty('roles');
    expect(technician.note).toBe('Uwaga');

    const adminWithoutAccount = formToInput(doctor, doctorFieldRights('Admin'));
    expect(adminWithoutAccount).toMatchObject({
      specializations: ['Ortodoncja'],
      regions: ['mazowieckie'],
      employedInBranchIds: ['3'],
      describingStudyTypeIds: [],
      maxStudyHoursToDescribe: null,
    });
    expect(adminWithoutAccount).not.toHaveProperty('roles');

    const adminWithLogin = formToInput(
      { ...doctor, login: 'anna@example.com' },
      doctorFieldRights('Admin'),
    );
    expect(adminWithLogin).toMatchObject({
      roles: ['Doctor', 'DescribingDoctor'],
      active: true,
      describingStudyTypeIds: ['5'],
      maxStudyHoursToDescribe: 40,
    });
  });
});

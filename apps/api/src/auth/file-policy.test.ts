import { ROLES, roleHas, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { mayAccessFile, type FileAction, type FileOwnership } from './file-policy.js';

const OWNER = 7;
const STRANGER = 8;

const profilePicture: FileOwnership = {
  patientId: null,
  studyId: null,
  ownerUserId: OWNER,
  uploadedById: OWNER,
};
const patientFile: FileOwnership = {
  patientId: 3,
  studyId: null,
  ownerUserId: null,
  uploadedById: OWNER,
};
const studyFile: FileOwnership = { ...patientFile, studyId: 11, attached: true, rejected: false };
const ACTIONS: FileAction[] = ['upload', 'confirm', 'read', 'delete'];

describe('mayAccessFile', () => {
  it.each(ROLES)(
    'gives a %s user every action on their own picture, and none on another’s',
    (role) => {
      for (const action of ACTIONS) {
        expect(mayAccessFile({ userId: OWNER, role }, action, profilePicture), action).toBe(true);
        expect(mayAccessFile({ userId: STRANGER, role }, action, profilePicture), action).toBe(
          false,
        );
      }
    },
  );

  /** Who may do what with a patient's file, role by role (the catalogue's files.* rows). */
  const PATIENT_FILES: Record<Role, Record<'upload' | 'read' | 'delete', boolean>> = {
    Admin: { upload: true, read: true, delete: true },
    Complaints: { upload: false, read: false, delete: false },
    Coordinator: { upload: false, read: false, delete: false },
    DentalOffice: { upload: false, read: false, delete: false },
    DescribingDoctor: { upload: true, read: true, delete: false },
    Doctor: { upload: false, read: false, delete: false },
    HelpContact: { upload: false, read: false, delete: false },
    Laboratory: { upload: false, read: false, delete: false },
    Manager: { upload: true, read: true, delete: false },
    Patient: { upload: false, read: false, delete: false },
    Registration: { upload: true, read: true, delete: false },
    Technician: { upload: true, read: true, delete: true },
  };

  it.each(ROLES)('follows the catalogue for a %s on a patient’s file', (role) => {
    const actor = { userId: STRANGER, role };
    const expected = PATIENT_FILES[role];
    expect({
      upload: mayAccessFile(actor, 'upload', patientFile),
      read: mayAccessFile(actor, 'read', patientFile),
      delete: mayAccessFile(actor, 'delete', patientFile),
    }).toEqual(expected);
    expect(expected.upload).toBe(roleHas(role, 'files.upload'));
  });

  it('lets only the uploader confirm a patient file', () => {
    expect(mayAccessFile({ userId: OWNER, role: 'Technician' }, 'confirm', patientFile)).toBe(true);
    expect(mayAccessFile({ userId: STRANGER, role: 'Technician' }, 'confirm', patientFile)).toBe(
      false,
    );
    expect(mayAccessFile({ userId: OWNER, role: 'Doctor' }, 'confirm', patientFile)).toBe(false);
  });

  it('lets everyone read a study’s file (the study’s scope is checked by the service)', () => {
    for (const role of ROLES) {
      expect(mayAccessFile({ userId: STRANGER, role }, 'read', studyFile), role).toBe(true);
      expect(mayAccessFile({ userId: STRANGER, role }, 'delete', studyFile), role).toBe(
        roleHas(role, 'files.delete'),
      );
    }
  });

  it('keeps a rejected study file to the roles that read patient files', () => {
    const rejected = { ...studyFile, rejected: true };
    expect(mayAccessFile({ userId: STRANGER, role: 'Doctor' }, 'read', rejected)).toBe(false);
    expect(mayAccessFile({ userId: STRANGER, role: 'Registration' }, 'read', rejected)).toBe(true);
  });

  it('keeps a description request from referring roles', () => {
    const request = { ...studyFile, fileType: 'StudyDescriptionRequest' as const };
    expect(mayAccessFile({ userId: STRANGER, role: 'Doctor' }, 'read', request)).toBe(false);
    expect(mayAccessFile({ userId: STRANGER, role: 'DescribingDoctor' }, 'read', request)).toBe(
      true,
    );
  });

  it('shows an unsaved study upload to its uploader only, who may also discard it', () => {
    const unsaved = { ...studyFile, attached: false };
    const uploader = { userId: OWNER, role: 'DescribingDoctor' as const };
    expect(mayAccessFile(uploader, 'read', unsaved)).toBe(true);
    expect(mayAccessFile(uploader, 'delete', unsaved)).toBe(true);
    expect(mayAccessFile(uploader, 'delete', studyFile)).toBe(false);
    expect(mayAccessFile({ userId: STRANGER, role: 'Admin' }, 'read', unsaved)).toBe(false);
    expect(mayAccessFile({ userId: STRANGER, role: 'Technician' }, 'delete', unsaved)).toBe(true);
    expect(mayAccessFile({ userId: OWNER, role: 'Doctor' }, 'delete', unsaved)).toBe(false);
  });

  it('denies everyone a file with no readable owner', () => {
    const studyOnly = { patientId: null, studyId: 11, ownerUserId: null, uploadedById: OWNER };
    const nobodys = { patientId: null, studyId: null, ownerUserId: null, uploadedById: OWNER };
    const both = { patientId: 3, studyId: null, ownerUserId: OWNER, uploadedById: OWNER };
    for (const file of [studyOnly, nobodys, both]) {
      for (const action of ACTIONS) {
        expect(mayAccessFile({ userId: OWNER, role: 'Admin' }, action, file)).toBe(false);
      }
    }
  });
});

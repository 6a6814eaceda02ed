import { newStudySwitches, warsawInstant, warsawParts, type StudyStatus } from '@portal/domain';
import type {
  StudyDoctorFieldsFragment,
  StudyEditorFieldsFragment,
  StudyInput,
} from '../../../../__generated__/graphql';
import type { BranchOption } from '../../../../shared/ui/pickers/branch-picker';
import type { PatientOption } from '../../../../shared/ui/pickers/patient-picker';
import type { UserOption } from '../../../../shared/ui/pickers/user-picker';

/** A doctor as the study form's pickers hold one. */
export type DoctorOption = StudyDoctorFieldsFragment;

export interface DescriberValue {
  doctor: DoctorOption | null;
  /** yyyy-MM-dd and HH:mm of the due date, Europe/Warsaw. */
  dueDay: string;
  dueTime: string;
}

export interface RadiologyValues {
  presetName: string;
  voltageKilovolts: string;
  anodeCurrentMiliamper: string;
  exposureTimeSeconds: string;
  radiationDoseMilligrayPerSquareCentimeter: string;
}

/** The general tab as the user fills it in (spec part 2 §5 "Study form"). */
export interface StudyFormValues {
  patient: PatientOption | null;
  studyType: string;
  /** yyyy-MM-dd and HH:mm, Europe/Warsaw. */
  day: string;
  time: string;
  branch: BranchOption | null;
  status: StudyStatus;
  performer: UserOption | null;
  leadingDoctor: DoctorOption | null;
  leadingDoctorBranch: BranchOption | null;
  supportingDoctors: DoctorOption[];
  describers: DescriberValue[];
  descriptionRequestComment: string;
  importantInformation: string;
  internalInformation: string;
  incognitoDescription: boolean;
  urgentDescription: boolean;
  comparisonDescription: boolean;
  hidden: boolean;
  externalReferal: boolean;
  notifyLeaderAndSupportingDoctors: boolean;
  notifyDoctorsAboutDescription: boolean;
  notifyDescribers: boolean;
  radiology: RadiologyValues;
}

export const EMPTY_RADIOLOGY: RadiologyValues = {
  presetName: '',
  voltageKilovolts: '',
  anodeCurrentMiliamper: '',
  exposureTimeSeconds: '',
  radiationDoseMilligrayPerSquareCentimeter: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The Warsaw day and time of an instant, as the form's fields hold them. */
export function warsawDayAndTime(instant: Date): { day: string; time: string } {
  const parts = warsawParts(instant);
  return { day: parts.date, time: `${pad(parts.hour)}:${pad(parts.minute)}` };
}

/** The instant of a Warsaw day and HH:mm; null while either is missing or malformed. */
export function instantOf(day: string, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return warsawInstant(day, Number(match[1]), Number(match[2]));
}

/** A new study's values: the role's default status, now as its date (spec part 2 §4). */
export function newStudyValues(status: StudyStatus, now: Date): StudyFormValues {
  return {
    patient: null,
    studyType: '',
    ...warsawDayAndTime(now),
    branch: null,
    status,
    performer: null,
    leadingDoctor: null,
    leadingDoctorBranch: null,
    supportingDoctors: [],
    describers: [],
    descriptionRequestComment: '',
    importantInformation: '',
    internalInformation: '',
    urgentDescription: false,
    comparisonDescription: false,
    externalReferal: false,
    ...newStudySwitches(false),
    radiology: EMPTY_RADIOLOGY,
  };
}

const personOption = (person: { id: string; name: string } | null): UserOption | null =>
  person
    ? {
        id: person.id,
        login: '',
        contact: { firstName: person.name, lastName: '', companyName: null },
      }
    : null;

/** The form's values of a read study. */
export function studyFormValues(study: StudyEditorFieldsFragment): StudyFormValues {
  const radiology = study.radiology;
  return {
    patient: {
      id: study.patient.id,
      contact: {
        firstName: study.patient.contact.firstName,
        lastName: study.patient.contact.lastName,
        ssn: study.patient.contact.ssn,
        birthDate: study.patient.contact.birthDate,
        gender: study.patient.contact.gender,
      },
    },
    studyType: study.studyType.id,
    ...warsawDayAndTime(new Date(study.studyDate)),
    branch: { id: study.branch.id, name: study.branch.name, color: '', ownBranch: true },
    status: study.status,
    performer: personOption(study.performer ?? null),
    leadingDoctor: study.leadingDoctor ?? null,
    leadingDoctorBranch: study.leadingDoctorBranch
      ? { ...study.leadingDoctorBranch, color: '', ownBranch: true }
      : null,
    supportingDoctors: study.supportingDoctors,
    describers: study.describers.map((describer) => {
      const due = warsawDayAndTime(new Date(describer.dueDate));
      return { doctor: describer.doctor, dueDay: due.day, dueTime: due.time };
    }),
    descriptionRequestComment: study.descriptionRequestComment ?? '',
    importantInformation: study.importantInformation ?? '',
    internalInformation: study.internalInformation ?? '',
    incognitoDescription: study.incognitoDescription,
    urgentDescription: study.urgentDescription,
    comparisonDescription: study.comparisonDescription,
    hidden: study.hidden,
    externalReferal: study.externalReferal,
    notifyLeaderAndSupportingDoctors: study.notifyLeaderAndSupportingDoctors,
    notifyDoctorsAboutDescription: study.notifyDoctorsAboutDescription,
    notifyDescribers: study.notifyDescribers,
    radiology: radiology
      ? {
          presetName: radiology.presetName ?? '',
          voltageKilovolts: radiology.voltageKilovolts ?? '',
          anodeCurrentMiliamper: radiology.anodeCurrentMiliamper ?? '',
          exposureTimeSeconds: radiology.exposureTimeSeconds ?? '',
          radiationDoseMilligrayPerSquareCentimeter:
            radiology.radiationDoseMilligrayPerSquareCentimeter ?? '',
        }
      : EMPTY_RADIOLOGY,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The values as the API's StudyInput (ids as given; empty texts as null). */
export function studyInput(values: StudyFormValues): StudyInput {
  const studyDate = instantOf(values.day, values.time);
  return {
    patient: values.patient?.id ?? null,
    studyType: values.studyType || null,
    studyDate: studyDate?.toISOString() ?? null,
    branch: values.branch?.id ?? null,
    status: values.status,
    performer: values.performer?.id ?? null,
    leadingDoctor: values.leadingDoctor?.id ?? null,
    leadingDoctorBranch: values.leadingDoctorBranch?.id ?? null,
    supportingDoctors: values.supportingDoctors.map((doctor) => doctor.id),
    describers: values.describers.map((describer) => ({
      doctor: describer.doctor?.id ?? null,
      dueDate: instantOf(describer.dueDay, describer.dueTime)?.toISOString() ?? null,
    })),
    descriptionRequestComment: blankToNull(values.descriptionRequestComment),
    importantInformation: blankToNull(values.importantInformation),
    internalInformation: blankToNull(values.internalInformation),
    incognitoDescription: values.incognitoDescription,
    urgentDescription: values.urgentDescription,
    comparisonDescription: values.comparisonDescription,
    hidden: values.hidden,
    externalReferal: values.externalReferal,
    notifyLeaderAndSupportingDoctors: values.notifyLeaderAndSupportingDoctors,
    notifyDoctorsAboutDescription: values.notifyDoctorsAboutDescription,
    notifyDescribers: values.notifyDescribers,
    radiology: (Object.values(values.radiology) as string[]).some((value) => value.trim() !== '')
      ? {
          presetName: blankToNull(values.radiology.presetName),
          voltageKilovolts: blankToNull(values.radiology.voltageKilovolts),
          anodeCurrentMiliamper: blankToNull(values.radiology.anodeCurrentMiliamper),
          exposureTimeSeconds: blankToNull(values.radiology.exposureTimeSeconds),
          radiationDoseMilligrayPerSquareCentimeter: blankToNull(
            values.radiology.radiationDoseMilligrayPerSquareCentimeter,
          ),
        }
      : null,
  };
}

/**
 * The form field a server or schema issue belongs to: `describers.0.dueDate` is the first
 * describer's row, `studyDate` the day field, `radiology.x` the metadata tab's field.
 */
export function formFieldOf(path: string): string {
  if (path === 'studyDate') return 'day';
  const describer = /^describers\.(\d+)\.(doctor|dueDate)$/.exec(path);
  if (describer)
    return `describers.${describer[1]}.${describer[2] === 'doctor' ? 'doctor' : 'dueDay'}`;
  if (path.startsWith('describers')) return 'describers';
  if (path.startsWith('supportingDoctors')) return 'supportingDoctors';
  return path;
}

import {
  defaultStudyStatus,
  mayShareStudy,
  newStudySwitches,
  roleHas,
  settleStudySwitches,
  type TAddStudyInput,
  type TStudiesQuery,
  type TStudyDescriptionDateInput,
  type TUpdateStudyInput,
} from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { mayDeleteStudy, mayUseInternalFields } from '../../auth/study-policy.js';
import type { Database, Executor } from '../../db/client.js';
import { UNIQUE_VIOLATION, violatesConstraint } from '../../db/constraint-violation.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { studies } from '../../db/schema/index.js';
import { AppError, fieldRefused, forbidden } from '../../errors/app-error.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { deliverSharedStudyMessages } from './shared-study-messages.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit, type ReadAudit } from '../../platform/audit/read-audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Storage } from '../../platform/storage/storage.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import { studiesOf, type StudyPage } from './studies.repository.js';
import { completeWhenAllIssued } from '../referals/referal-writes.js';
import {
  discardReferalPdf,
  prepareReferalPdf,
  storeReferalPdf,
} from '../referals/referal-print.js';
import { claimReferalStudyType } from '../referals/study-from-referal.js';
import { sendDueStudyNotices } from './study-notices.js';
import { checkAppointment, checkStudyReferences } from './study-references.js';
import type { StudyModel, StudyTableRow } from './study-rows.js';
import {
  addShares,
  deleteStudyRow,
  findDescribersOf,
  insertStudy,
  rebuildStudyAccess,
  replaceDescribers,
  replaceSupportingDoctors,
  setDescriberDueDate,
  touchStudy,
  updateStudyRow,
  type StudyValues,
} from './study-writes.js';

export interface StudyDeps {
  db: Database;
  readAudit: ReadAudit;
  /** Mails the study's doctors what a save made due (study-notices.ts). */
  mailer: Mailer;
}

const audit = entityAudit('study');

export const studyNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.study.notFound', { params: { id } });

/** A successful read of studies, through the read audit (ADR 0028): ids and filter names only. */
const recordRead = entityReadAudit('study');

/** The studies list: a page of what the caller sees, its reading recorded (ADR 0028). */
export async function listStudies(
  deps: StudyDeps,
  actor: Actor,
  query: TStudiesQuery,
): Promise<StudyPage> {
  const page = await studiesOf(deps.db, actor).page(query);
  recordRead(deps.readAudit, actor, 'study.list', undefined, {
    filters: Object.keys(query.where).filter(
      (key) => query.where[key as keyof typeof query.where] !== undefined,
    ),
    skip: query.pagination.skip,
    studyIds: page.items.map((study) => study.id),
  });
  return page;
}

/**
 * One study. Outside the caller's scope it answers NOT_FOUND exactly like a missing one, so ids
 * cannot be probed; every read, and every refused one, is in the audit trail.
 */
export async function getStudy(deps: StudyDeps, actor: Actor, id: number): Promise<StudyModel> {
  const study = await studiesOf(deps.db, actor).byId(id);
  if (!study) {
    await audit(deps.db, actor, 'study.read', id, { reason: 'notFound' }, 'failure');
    throw studyNotFound(id);
  }
  recordRead(deps.readAudit, actor, 'study.read', id);
  return study;
}

type StudyForm = TAddStudyInput | TUpdateStudyInput;

/**
 * The columns a save writes. Roles without the internal fields (part 2 §6) keep what is stored
 * (`current`; nothing on add), as do roles without the notification switches; a hidden study
 * never notifies doctors (settleStudySwitches), whoever saves it.
 */
function studyColumns(
  actor: Actor,
  input: StudyForm,
  current: StudyTableRow | undefined,
): Omit<StudyValues, 'createdById' | 'referalId' | 'appointmentId' | 'status'> {
  const internal = mayUseInternalFields(actor);
  const keep = <K extends keyof StudyTableRow>(key: K, fallback: StudyTableRow[K]) =>
    current ? current[key] : fallback;
  const flags = internal
    ? {
        incognitoDescription: input.incognitoDescription,
        urgentDescription: input.urgentDescription,
        comparisonDescription: input.comparisonDescription,
        hidden: input.hidden,
        externalReferal: input.externalReferal,
        internalInformation: input.internalInformation,
        radiologyPresetName: input.radiology?.presetName ?? null,
        voltageKilovolts: input.radiology?.voltageKilovolts ?? null,
        anodeCurrentMiliamper: input.radiology?.anodeCurrentMiliamper ?? null,
        exposureTimeSeconds: input.radiology?.exposureTimeSeconds ?? null,
        radiationDoseMilligrayPerSquareCentimeter:
          input.radiology?.radiationDoseMilligrayPerSquareCentimeter ?? null,
      }
    : {
        incognitoDescription: keep('incognitoDescription', false),
        urgentDescription: keep('urgentDescription', false),
        comparisonDescription: keep('comparisonDescription', false),
        hidden: keep('hidden', false),
        externalReferal: keep('externalReferal', false),
        internalInformation: keep('internalInformation', null),
        radiologyPresetName: keep('radiologyPresetName', null),
        voltageKilovolts: keep('voltageKilovolts', null),
        anodeCurrentMiliamper: keep('anodeCurrentMiliamper', null),
        exposureTimeSeconds: keep('exposureTimeSeconds', null),
        radiationDoseMilligrayPerSquareCentimeter: keep(
          'radiationDoseMilligrayPerSquareCentimeter',
          null,
        ),
      };
  // A role without the notifications section keeps what is stored, a new study's defaults on add.
  const fresh = newStudySwitches(input.describers.length > 0);
  const notify = roleHas(actor.role, 'studies.notifications')
    ? input
    : {
        notifyLeaderAndSupportingDoctors: keep(
          'notifyLeaderAndSupportingDoctors',
          fresh.notifyLeaderAndSupportingDoctors,
        ),
        notifyDoctorsAboutDescription: keep(
          'notifyDoctorsAboutDescription',
          fresh.notifyDoctorsAboutDescription,
        ),
        notifyDescribers: keep('notifyDescribers', fresh.notifyDescribers),
      };
  const switches = settleStudySwitches({
    hidden: flags.hidden,
    incognitoDescription: flags.incognitoDescription,
    notifyLeaderAndSupportingDoctors: notify.notifyLeaderAndSupportingDoctors,
    notifyDoctorsAboutDescription: notify.notifyDoctorsAboutDescription,
    notifyDescribers: notify.notifyDescribers,
  });
  return {
    ...flags,
    ...switches,
    patientId: input.patient,
    studyTypeId: input.studyType,
    studyDate: input.studyDate,
    branchId: input.branch,
    performerId: input.performer ?? null,
    leadingDoctorId: input.leadingDoctor ?? null,
    leadingDoctorBranchId: input.leadingDoctorBranch ?? null,
    descriptionRequestComment: input.descriptionRequestComment,
    importantInformation: input.importantInformation,
    updatedById: actor.userId,
  };
}

/** What the audit trail keeps of a study: ids, status and flags; never free text. */
function snapshotOf(values: Partial<StudyValues>, describers: readonly number[]) {
  return {
    patientId: values.patientId,
    studyTypeId: values.studyTypeId,
    branchId: values.branchId,
    status: values.status,
    performerId: values.performerId,
    leadingDoctorId: values.leadingDoctorId,
    hidden: values.hidden,
    incognitoDescription: values.incognitoDescription,
    urgentDescription: values.urgentDescription,
    describerIds: describers,
  };
}

/** A study of this appointment exists already (`studies_appointment`). */
function refusingSecondStudy<T>(write: () => Promise<T>): Promise<T> {
  return write().catch((error: unknown) => {
    if (violatesConstraint(error, 'studies_appointment', UNIQUE_VIOLATION)) {
      throw new AppError('CONFLICT', 'errors.study.appointmentHasStudy');
    }
    throw error;
  });
}

/**
 * addStudy: a new study with its doctors, in one transaction with its audit row. A study from a
 * referral claims the referral's study type, carries the referral's print as a StudyReferal file
 * (rendered and stored before the transaction, discarded if it fails: referal-print.ts) and
 * completes the referral once every study type has a study.
 */
export async function addStudy(
  deps: StudyDeps & { storage: Storage },
  actor: Actor,
  input: TAddStudyInput,
): Promise<StudyModel> {
  const describerIds = input.describers.map((describer) => describer.doctor);
  await checkStudyReferences(deps.db, actor, input, { newDescribers: new Set(describerIds) });
  if (input.appointment !== undefined && input.appointment !== null) {
    await checkAppointment(deps.db, input.appointment, input);
  }
  const values: StudyValues = {
    ...studyColumns(actor, input, undefined),
    status: input.status ?? defaultStudyStatus(actor.role),
    referalId: input.referal ?? null,
    appointmentId: input.appointment ?? null,
    createdById: actor.userId,
  };
  // The role's default status may be Performed, which the schema could not see (part 2 §5).
  if (values.status === 'Performed' && values.performerId === null) {
    throw fieldRefused('performer', 'validation.study.performerRequired');
  }
  const referalId = values.referalId ?? null;
  const print = referalId === null ? null : await prepareReferalPdf(deps, actor, referalId);
  const save = () =>
    deps.db.transaction(async (tx) => {
      if (referalId !== null) await claimReferalStudyType(tx, actor, referalId, input);
      const created = await insertStudy(tx, values);
      if (print) await storeReferalPdf(tx, actor, print, { studyId: created });
      await replaceSupportingDoctors(tx, created, input.supportingDoctors);
      await replaceDescribers(tx, created, input.describers);
      await rebuildStudyAccess(tx, created);
      await audit(tx, actor, 'study.create', created, { after: snapshotOf(values, describerIds) });
      if (referalId !== null) await completeWhenAllIssued(tx, referalId);
      await sendDueStudyNotices(tx, deps.mailer, actor, created);
      return created;
    });
  let id: number;
  try {
    id = await refusingSecondStudy(save);
  } catch (error) {
    if (print) await discardReferalPdf(deps.storage, print);
    throw error;
  }
  return getStudy(deps, actor, id);
}

/**
 * updateStudy: the general tab as the form holds it, with the version it edits (ADR 0021). The
 * study date and branch change only for Admin (part 2 §5); describers newly assigned are
 * checked for vacation and load, those already describing it stay.
 */
export async function updateStudy(
  deps: StudyDeps,
  actor: Actor,
  { id, input }: { id: number; input: TUpdateStudyInput },
): Promise<StudyModel> {
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await studiesOf(tx, actor).lock(id);
    if (!current) throw studyNotFound(id);
    const moved =
      current.studyDate.getTime() !== input.studyDate.getTime() ||
      current.branchId !== input.branch;
    if (moved && !roleHas(actor.role, 'studies.editDateAndBranch')) {
      throw new AppError('FORBIDDEN', 'errors.study.dateAndBranchAdminOnly');
    }
    const assigned = await currentDescribers(tx, id);
    const newDescribers = new Set(
      input.describers.map((d) => d.doctor).filter((doctor) => !assigned.has(doctor)),
    );
    await checkStudyReferences(tx, actor, input, { newDescribers, studyId: id });
    const claim = await claimVersion(tx, studies, id, input.version);
    if (!claim.claimed) return { stale: claim.currentVersion } as const;
    const values = { ...studyColumns(actor, input, current), status: input.status };
    await updateStudyRow(tx, id, values);
    await replaceSupportingDoctors(tx, id, input.supportingDoctors);
    await replaceDescribers(tx, id, input.describers);
    await rebuildStudyAccess(tx, id, current.patientId);
    const describerIds = input.describers.map((describer) => describer.doctor);
    await audit(tx, actor, 'study.update', id, {
      before: snapshotOf(current, [...assigned]),
      after: snapshotOf(values, describerIds),
    });
    await sendDueStudyNotices(tx, deps.mailer, actor, id);
    return { updated: true } as const;
  });
  if ('stale' in outcome) {
    const details = { reason: 'staleVersion', version: input.version };
    await audit(deps.db, actor, 'study.update', id, details, 'failure');
    throw staleVersion(outcome.stale ?? null);
  }
  return getStudy(deps, actor, id);
}

async function currentDescribers(tx: Executor, id: number): Promise<Set<number>> {
  return new Set((await findDescribersOf(tx, [id])).map((row) => row.doctorId));
}

/** deleteStudy (part 2 §6): the desk; Registration only while Draft or Paid. */
export async function deleteStudy(deps: StudyDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await studiesOf(tx, actor).lock(id);
    if (!current) throw studyNotFound(id);
    if (!mayDeleteStudy(actor, current)) {
      throw new AppError('FORBIDDEN', 'errors.study.deleteOnlyDraftOrPaid');
    }
    await deleteStudyRow(tx, id);
    await audit(tx, actor, 'study.delete', id, { before: snapshotOf(current, []) });
  });
}

/**
 * shareStudy: registered doctors see the study from now on, and each newly added one gets a
 * SharedStudy message linking it (issue 22 §2). Only a Performed study that is not hidden is
 * shared (part 2 §4).
 */
export async function shareStudy(
  deps: StudyDeps & { events: EventPublisher },
  actor: Actor,
  { id, doctorIds }: { id: number; doctorIds: readonly number[] },
): Promise<StudyModel> {
  const delivery = await deps.db.transaction(async (tx) => {
    const current = await studiesOf(tx, actor).lock(id);
    if (!current) throw studyNotFound(id);
    if (!mayShareStudy(current)) {
      throw new AppError('CONFLICT', 'errors.study.shareNotAllowed');
    }
    const doctors = new Map((await findDoctorsByIds(tx, doctorIds)).map((d) => [d.id, d]));
    for (const doctorId of doctorIds) {
      const doctor = doctors.get(doctorId);
      if (!doctor) {
        throw new AppError('NOT_FOUND', 'errors.study.doctorNotFound', {
          params: { id: doctorId },
        });
      }
      if (!doctor.hasAccount) {
        throw new AppError('CONFLICT', 'errors.study.doctorNotRegistered', {
          params: { name: doctorDisplayName(doctor) },
        });
      }
    }
    const added = await addShares(tx, id, doctorIds, actor.userId);
    await touchStudy(tx, id);
    await rebuildStudyAccess(tx, id);
    await audit(tx, actor, 'study.share', id, { doctorIds: added });
    await sendDueStudyNotices(tx, deps.mailer, actor, id);
    const recipients = added.flatMap((doctorId) => doctors.get(doctorId)?.userId ?? []);
    return deliverSharedStudyMessages(tx, id, recipients);
  });
  delivery.announce(deps.events);
  return getStudy(deps, actor, id);
}

/** updateStudyDescriptionDate ('Zmień datę', Admin and Manager): a describer's new deadline. */
export async function updateStudyDescriptionDate(
  deps: StudyDeps,
  actor: Actor,
  { id, input }: { id: number; input: TStudyDescriptionDateInput },
): Promise<StudyModel> {
  if (!roleHas(actor.role, 'studies.changeDeadline')) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const current = await studiesOf(tx, actor).lock(id);
    if (!current) throw studyNotFound(id);
    if (!(await setDescriberDueDate(tx, id, input.doctor, input.newDate))) {
      const [doctor] = await findDoctorsByIds(tx, [input.doctor]);
      const name = doctor ? doctorDisplayName(doctor) : String(input.doctor);
      throw new AppError('NOT_FOUND', 'errors.study.notDescriber', { params: { name } });
    }
    await touchStudy(tx, id, input.urgent ? { urgentDescription: true } : {});
    await rebuildStudyAccess(tx, id);
    await audit(tx, actor, 'study.changeDeadline', id, {
      doctorId: input.doctor,
      newDate: input.newDate.toISOString(),
      urgent: Boolean(input.urgent),
    });
  });
  return getStudy(deps, actor, id);
}

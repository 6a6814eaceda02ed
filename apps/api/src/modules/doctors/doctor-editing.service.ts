import type { DoctorRestrictedField, TDoctorInput } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { contacts, doctors, users } from '../../db/schema/index.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { configuredRegions, unknownBranches } from '../users/users.repository.js';
import {
  configuredSpecializations,
  licenseNumberTaken,
  lockDoctorRecord,
  setDoctorBranches,
  setDoctorStudyTypes,
  unknownStudyTypes,
  type DoctorRecord,
} from './doctor-editing.repository.js';
import {
  createDoctorAccount,
  doctorAudit,
  doctorNotFound,
  licenseTaken,
  readDoctor,
  withUniqueRaces,
  type DoctorDeps,
} from './doctor-editing.shared.js';
import {
  defaultValues,
  fieldForbidden,
  forbiddenField,
  formRolesOf,
  givenValues,
  resolvedValues,
  storedValues,
  type RestrictedValues,
} from './doctor-field-rights.js';
import type { DoctorModel } from './doctors.repository.js';

/**
 * addDoctor and updateDoctor (spec part 2 §5 "Doctor and facility form", §6; issue 20): the
 * record, its contact, branches and described study types, and for an Admin its account's roles
 * and active switch — each one transaction with its audit row. Field rights first
 * (doctor-field-rights.ts), then references, then the version (ADR 0021).
 */

type Issue = z.core.$ZodIssue;
const issue = (path: PropertyKey[], message: string, params: Record<string, unknown>): Issue => ({
  code: 'custom',
  path,
  message,
  params,
  input: undefined,
});

const kindChange = () => new AppError('BAD_USER_INPUT', 'errors.doctorEditing.kindChange');

/**
 * Regions and specializations of the app config, active branches, known study types and a free
 * licence number: one answer for all. Values the record already has pass, even if the config
 * has dropped them since.
 */
async function checkReferences(
  db: Executor,
  input: TDoctorInput,
  values: RestrictedValues,
  current: RestrictedValues & { studyTypeIds: readonly number[] },
  exceptId?: number,
) {
  const issues: Issue[] = [];
  const added = <T>(list: readonly T[], before: readonly T[]) =>
    list.filter((item) => !before.includes(item));
  const regions = added(values.regions, current.regions);
  if (regions.length > 0) {
    const known = new Set(await configuredRegions(db));
    for (const region of regions.filter((name) => !known.has(name))) {
      issues.push(issue(['regions'], 'validation.user.unknownRegion', { region }));
    }
  }
  const specializations = added(values.specializations, current.specializations);
  if (specializations.length > 0) {
    const known = new Set(await configuredSpecializations(db));
    for (const specialization of specializations.filter((name) => !known.has(name))) {
      issues.push(
        issue(['specializations'], 'validation.doctor.unknownSpecialization', { specialization }),
      );
    }
  }
  const branchIds = added(values.employedInBranchIds, current.employedInBranchIds);
  for (const id of await unknownBranches(db, branchIds)) {
    issues.push(issue(['employedInBranchIds'], 'validation.user.unknownBranch', { id }));
  }
  const typeIds = added(input.describingStudyTypeIds, current.studyTypeIds);
  for (const id of await unknownStudyTypes(db, typeIds)) {
    issues.push(issue(['describingStudyTypeIds'], 'validation.doctor.unknownStudyType', { id }));
  }
  if (issues.length > 0) throw badInput(issues);
  if (input.licenseNumber && (await licenseNumberTaken(db, input.licenseNumber, exceptId))) {
    throw licenseTaken();
  }
}

const contactValues = (input: TDoctorInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName,
  nip: input.nip,
  phoneNumbers: input.phoneNumbers,
  emailAddresses: input.emailAddresses,
  addresses: input.addresses,
});

const doctorValues = (input: TDoctorInput, values: RestrictedValues) => ({
  licenseNumber: input.licenseNumber,
  specializations: [...values.specializations],
  regions: [...values.regions],
  maxStudyHoursToDescribe: input.maxStudyHoursToDescribe,
  note: values.note,
});

/** The name the account's mails greet it by: a person's first name, a facility's company. */
const greeting = (input: TDoctorInput) => input.firstName ?? input.companyName;

/** Records the refusal of a restricted field (outside the rolled-back transaction) and throws. */
async function refuseField(
  deps: DoctorDeps,
  actor: Actor,
  action: string,
  id: number | null,
  field: DoctorRestrictedField,
): Promise<never> {
  await recordAudit(deps.db, {
    action,
    outcome: 'denied',
    actorUserId: actor.userId,
    ...(id === null ? {} : { entityType: 'doctor', entityId: id }),
    address: actor.address,
    details: { reason: 'fieldForbidden', field },
  });
  throw fieldForbidden(field);
}

/** addDoctor(doctor, login): the record, and with a login an account mailed a set-password link. */
export async function addDoctor(
  deps: DoctorDeps,
  actor: Actor,
  input: TDoctorInput,
  login: string | null,
): Promise<DoctorModel> {
  const baseline = defaultValues(input.kind);
  const given = givenValues(input, login);
  const refused = forbiddenField(actor.role, given, baseline);
  if (refused) return refuseField(deps, actor, 'doctor.create', null, refused);
  const values = resolvedValues(given, baseline);
  await checkReferences(deps.db, input, values, { ...baseline, studyTypeIds: [] });
  const { id, userId } = await withUniqueRaces(() =>
    deps.db.transaction(async (tx) => {
      const [contact] = await tx
        .insert(contacts)
        .values(contactValues(input))
        .returning({ id: contacts.id });
      const [doctor] = await tx
        .insert(doctors)
        .values({ ...doctorValues(input, values), contactId: contact!.id })
        .returning({ id: doctors.id });
      const id = doctor!.id;
      await setDoctorBranches(tx, id, values.employedInBranchIds);
      await setDoctorStudyTypes(tx, id, input.describingStudyTypeIds);
      const userId = login
        ? await createDoctorAccount(
            tx,
            deps.mailer,
            { id, contactId: contact!.id, name: greeting(input) },
            { login, roles: values.roles, active: values.active },
          )
        : null;
      // No names or numbers: the record's id and what kind of record it is.
      await doctorAudit(tx, actor, 'doctor.create', id, { kind: input.kind, userId });
      return { id, userId };
    }),
  );
  if (userId) deps.events.publish(userUpdated(userId));
  return readDoctor(deps.db, id);
}

/** The fields an edit changed, by name only (the audit row holds no personal data). */
function changedFields(
  record: DoctorRecord,
  input: TDoctorInput,
  before: RestrictedValues,
  after: RestrictedValues,
) {
  const changed: string[] = Object.keys(after).filter(
    (field) =>
      JSON.stringify(before[field as keyof RestrictedValues]) !==
      JSON.stringify(after[field as keyof RestrictedValues]),
  );
  if (record.licenseNumber !== input.licenseNumber) changed.push('licenseNumber');
  return changed;
}

/** Writes the account's form roles and active switch when the record has an account. */
async function updateAccount(
  tx: Executor,
  record: DoctorRecord,
  kind: TDoctorInput['kind'],
  before: RestrictedValues,
  after: RestrictedValues,
): Promise<boolean> {
  const account = record.account;
  if (!account) return false;
  const sameRoles =
    before.roles.length === after.roles.length &&
    before.roles.every((role) => after.roles.includes(role));
  if (sameRoles && before.active === after.active) return false;
  // Roles outside the form's (an Admin who also refers) stay as they are.
  const others = account.roles.filter((role) => !formRolesOf(kind).includes(role));
  await tx
    .update(users)
    .set({
      roles: [...others, ...after.roles],
      active: after.active,
      updatedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, account.id));
  if (account.active && !after.active) await revokeUserSessions(tx, account.id);
  return true;
}

type UpdateOutcome =
  | { kind: 'done'; accountId: number | null }
  | { kind: 'stale'; currentVersion: number | null }
  | { kind: 'refused'; field: DoctorRestrictedField };

/** updateDoctor(id, doctor, version): the whole form; the kind of record never changes. */
export async function updateDoctor(
  deps: DoctorDeps,
  actor: Actor,
  { id, version, input }: { id: number; version: number; input: TDoctorInput },
): Promise<DoctorModel> {
  const outcome = await withUniqueRaces(() =>
    deps.db.transaction(async (tx): Promise<UpdateOutcome> => {
      const record = await lockDoctorRecord(tx, id);
      if (!record) throw doctorNotFound(id);
      if (record.isFacility !== (input.kind === 'FACILITY')) throw kindChange();
      const before = storedValues(input.kind, record);
      const given = givenValues(input);
      const refused = forbiddenField(actor.role, given, before);
      if (refused) return { kind: 'refused', field: refused };
      const after = resolvedValues(given, before);
      await checkReferences(tx, input, after, { ...before, studyTypeIds: record.studyTypeIds }, id);
      const claim = await claimVersion(tx, doctors, id, version);
      if (!claim.claimed) return { kind: 'stale', currentVersion: claim.currentVersion };
      await tx
        .update(doctors)
        .set({ ...doctorValues(input, after), updatedAt: sql`now()` })
        .where(eq(doctors.id, id));
      await tx
        .update(contacts)
        .set({ ...contactValues(input), updatedAt: sql`now()` })
        .where(eq(contacts.id, record.contactId));
      await setDoctorBranches(tx, id, after.employedInBranchIds);
      await setDoctorStudyTypes(tx, id, input.describingStudyTypeIds);
      const accountChanged = await updateAccount(tx, record, input.kind, before, after);
      const changed = changedFields(record, input, before, after);
      await doctorAudit(tx, actor, 'doctor.update', id, { changed });
      return { kind: 'done', accountId: accountChanged ? record.account!.id : null };
    }),
  );
  // After the transaction: its rollback must not take the record of the refusal with it.
  if (outcome.kind === 'refused')
    return refuseField(deps, actor, 'doctor.update', id, outcome.field);
  if (outcome.kind === 'stale') {
    const details = { reason: 'staleVersion', version, currentVersion: outcome.currentVersion };
    await doctorAudit(deps.db, actor, 'doctor.update', id, details, 'failure');
    throw staleVersion(outcome.currentVersion);
  }
  if (outcome.accountId) deps.events.publish(userUpdated(outcome.accountId));
  return readDoctor(deps.db, id);
}

/** updateDoctorNote(id, note, version): the staff's note alone (doctors.note). */
export async function updateDoctorNote(
  deps: DoctorDeps,
  actor: Actor,
  { id, version, note }: { id: number; version: number; note: string | null },
): Promise<DoctorModel> {
  const stale = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.id, id))
      .for('update');
    if (!row) throw doctorNotFound(id);
    const claim = await claimVersion(tx, doctors, id, version);
    if (!claim.claimed) return { currentVersion: claim.currentVersion };
    await tx
      .update(doctors)
      .set({ note, updatedAt: sql`now()` })
      .where(eq(doctors.id, id));
    await doctorAudit(tx, actor, 'doctor.updateNote', id, { cleared: note === null });
    return null;
  });
  if (stale) {
    const details = { reason: 'staleVersion', version, currentVersion: stale.currentVersion };
    await doctorAudit(deps.db, actor, 'doctor.updateNote', id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  return readDoctor(deps.db, id);
}

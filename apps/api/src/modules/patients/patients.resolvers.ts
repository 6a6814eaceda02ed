import { ZPatientInput, ZPatientsQuery, ZRecordId, ZRecordVersion } from '@portal/domain';
import { mayDeletePatient } from '../../auth/patient-policy.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../errors/app-error.js';
import { present } from '../../graphql/non-null.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import type { FileRow } from '../files/files.repository.js';
import type { PatientDeps } from './patient-deps.js';
import { addPatient, deletePatient, updatePatient } from './patient-writes.service.js';
import type { PatientContactRow, PatientRow } from './patients.repository.js';
import { getPatient, listPatients } from './patients.service.js';

type Ctx = GraphQLContext;

const depsOf = (ctx: Ctx): PatientDeps => ({
  db: ctx.db,
  storage: ctx.app.storage,
  readAudit: ctx.app.readAudit,
});

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * Patients (spec part 1 §7; patients.graphql). Who may see which patient and who may change it
 * is decided in auth/patient-policy.ts; these resolvers only name the permission, parse, call.
 */
export const patientsResolvers = {
  Query: {
    patients: operation(requires('patients.list'), async (_root, args, ctx) =>
      listPatients(depsOf(ctx), await ctx.actor(), parseInput(ZPatientsQuery, args)),
    ),
    patient: operation(requires('patients.view'), async (_root, args, ctx) =>
      getPatient(depsOf(ctx), await ctx.actor(), parseInput(ZRecordId, args.id)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    addPatient: operation(requires('patients.add'), async (_root, args, ctx) =>
      addPatient(depsOf(ctx), await ctx.actor(), parseInput(ZPatientInput, args.newPatient)),
    ),
    /**
     * `patients.edit` edits any visible patient; `patients.editOwn` only one the caller created,
     * while it has no studies ("edit from the view", spec part 1 §6): the record-level rule is
     * mayEditPatient, which also answers `Patient.canEdit`. `version` is the one the client
     * edited; a stale one is refused (ADR 0021).
     */
    updatePatient: operation(
      requires('patients.edit', { orRecordRule: 'patients.editOwn' }),
      async (_root, args, ctx) => {
        const id = parseInput(ZRecordId, args.id);
        const version = parseInput(ZRecordVersion, args.version);
        const input = parseInput(ZPatientInput, args.patient);
        const sent = args.patient as { consents?: unknown } | null | undefined;
        const keepConsents = sent?.consents === undefined || sent.consents === null;
        const update = { id, version, input, keepConsents };
        return updatePatient(depsOf(ctx), await ctx.actor(), update);
      },
    ),
    deletePatient: operation(requires('patients.delete'), async (_root, args, ctx) => {
      await deletePatient(depsOf(ctx), await ctx.actor(), parseInput(ZRecordId, args.id));
      return true;
    }),
  } satisfies MutationResolvers,

  Patient: objectResolvers<
    'Patient',
    'files' | 'canEdit' | 'canEditIdentity' | 'activeStudyLinks'
  >()({
    id: (patient: PatientRow) => String(patient.id),
    createdById: (patient: PatientRow) => idOrNull(patient.createdById),
    updatedById: (patient: PatientRow) => idOrNull(patient.updatedById),
    // files, canEdit and canEditIdentity read per patient: loaders (patients.loaders.ts);
    // activeStudyLinks is the results portal's (patient-studies.loaders.ts).
    canDelete: async (_patient: PatientRow, _args: unknown, ctx: Ctx) =>
      mayDeletePatient(await ctx.actor()),
  }),

  PatientFile: objectResolvers<'PatientFile'>()({
    name: (file: FileRow) => file.originalFilename,
    uri: (file: FileRow) => file.id,
  }),

  // Read off the row as it is: checked against the SDL all the same.
  // The columns a patient's contact always has (the input requires them), nullable in `contacts`.
  PatientContact: objectResolvers<'PatientContact'>()({
    firstName: (contact: PatientContactRow) => present(contact.firstName, 'firstName'),
    lastName: (contact: PatientContactRow) => present(contact.lastName, 'lastName'),
    ssn: (contact: PatientContactRow) => present(contact.ssn, 'ssn'),
    gender: (contact: PatientContactRow) => present(contact.gender, 'gender'),
    birthDate: (contact: PatientContactRow) => present(contact.birthDate, 'birthDate'),
  }),
  PatientsPage: objectResolvers<'PatientsPage'>()({}),
};

import { ZPatientInput, ZPatientsQuery, ZRecordId, ZRecordVersion } from '@portal/domain';
import { mayAccessFile } from '../../auth/file-policy.js';
import { mayChangeIdentity, mayDeletePatient, mayEditPatient } from '../../auth/patient-policy.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../graphql/errors.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { findPatientFiles } from '../files/patient-files.js';
import type { FileRow } from '../files/files.repository.js';
import type { PatientCaller, PatientDeps } from './patient-caller.js';
import { hasStudies } from './patient-dependents.js';
import { addPatient, deletePatient, updatePatient } from './patient-writes.service.js';
import type { PatientRow } from './patients.repository.js';
import { getPatient, listPatients } from './patients.service.js';

type Ctx = GraphQLContext;
type Args = Record<string, unknown>;

async function callerOf(ctx: Ctx): Promise<PatientCaller> {
  const session = await ctx.session();
  return { userId: session.userId, role: session.currentRole, address: ctx.address };
}

const depsOf = (ctx: Ctx): PatientDeps => ({ db: ctx.db, storage: ctx.app.storage });

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * Patients (spec part 1 §7; patients.graphql). Who may see which patient and who may change it
 * is decided in auth/patient-policy.ts; these resolvers only name the permission, parse, call.
 */
export const patientsResolvers = {
  Query: {
    patients: operation(requires('patients.list'), async (_root: unknown, args: Args, ctx: Ctx) =>
      listPatients(ctx.db, await callerOf(ctx), parseInput(ZPatientsQuery, args)),
    ),
    patient: operation(requires('patients.view'), async (_root: unknown, args: Args, ctx: Ctx) =>
      getPatient(ctx.db, await callerOf(ctx), parseInput(ZRecordId, args.id)),
    ),
  },

  Mutation: {
    addPatient: operation(requires('patients.add'), async (_root: unknown, args: Args, ctx: Ctx) =>
      addPatient(ctx.db, await callerOf(ctx), parseInput(ZPatientInput, args.newPatient)),
    ),
    /**
     * Declared with `patients.view`, not `patients.edit`: the patient's creator may edit it from
     * the view while it has no studies whatever their role (spec part 1 §6). The record-level
     * rule, which also covers `patients.edit`, is mayEditPatient. `version` is the one the
     * client edited; a stale one is refused (ADR 0021).
     */
    updatePatient: operation(
      requires('patients.view'),
      async (_root: unknown, args: Args, ctx: Ctx) => {
        const id = parseInput(ZRecordId, args.id);
        const version = parseInput(ZRecordVersion, args.version);
        const input = parseInput(ZPatientInput, args.patient);
        const sent = args.patient as { consents?: unknown } | null | undefined;
        const keepConsents = sent?.consents === undefined || sent.consents === null;
        return updatePatient(ctx.db, await callerOf(ctx), id, version, input, { keepConsents });
      },
    ),
    deletePatient: operation(
      requires('patients.delete'),
      async (_root: unknown, args: Args, ctx: Ctx) => {
        await deletePatient(depsOf(ctx), await callerOf(ctx), parseInput(ZRecordId, args.id));
        return true;
      },
    ),
  },

  Patient: {
    id: (patient: PatientRow) => String(patient.id),
    createdById: (patient: PatientRow) => idOrNull(patient.createdById),
    updatedById: (patient: PatientRow) => idOrNull(patient.updatedById),
    /** Files of a patient the caller already sees, each as far as auth/file-policy.ts allows. */
    files: async (patient: PatientRow, _args: unknown, ctx: Ctx) => {
      const caller = await callerOf(ctx);
      const files = await findPatientFiles(ctx.db, patient.id);
      return files.filter((file) => mayAccessFile(caller, 'read', file));
    },
    canEdit: async (patient: PatientRow, _args: unknown, ctx: Ctx) =>
      mayEditPatient(await callerOf(ctx), {
        createdById: patient.createdById,
        hasStudies: await hasStudies(ctx.db, patient.id),
      }),
    /** canEdit, and the caller sees every patient (mayChangeIdentity, ADR 0021). */
    canEditIdentity: async (patient: PatientRow, _args: unknown, ctx: Ctx) => {
      const caller = await callerOf(ctx);
      if (!mayChangeIdentity(caller)) return false;
      return mayEditPatient(caller, {
        createdById: patient.createdById,
        hasStudies: await hasStudies(ctx.db, patient.id),
      });
    },
    canDelete: async (_patient: PatientRow, _args: unknown, ctx: Ctx) =>
      mayDeletePatient(await callerOf(ctx)),
  },

  PatientFile: {
    name: (file: FileRow) => file.originalFilename,
    uri: (file: FileRow) => file.id,
  },
};

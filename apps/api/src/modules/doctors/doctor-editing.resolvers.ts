import { ZDoctorInput, ZDoctorLogin, ZDoctorNote, ZRecordId, ZRecordVersion } from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { updateCurrentDoctor } from './current-doctor.service.js';
import { deleteDoctor } from './doctor-deletion.service.js';
import { changeDoctorLogin, sendDoctorPasswordReset } from './doctor-editing.login.js';
import { addDoctor, updateDoctor, updateDoctorNote } from './doctor-editing.service.js';
import type { DoctorDeps } from './doctor-editing.shared.js';
import { mergeDoctors } from './doctor-merge.service.js';

const depsOf = (ctx: GraphQLContext): DoctorDeps => ({
  db: ctx.db,
  events: ctx.events,
  mailer: ctx.mailer,
});

const ZId = z.object({ id: ZRecordId });
const ZNullableLogin = z
  .preprocess((value) => (value === '' ? null : value), ZDoctorLogin.nullish())
  .transform((value) => value ?? null);

/**
 * The doctor form's writes and the doctor view's actions (doctor-editing.graphql; spec part 2
 * §6): adding (doctors.add), editing, deleting, the login and the reset link (doctors.edit), the
 * note (doctors.note), merging (doctors.merge) and one's own profile (doctors.editOwn). Field rights within the form are the
 * service's (doctor-field-rights.ts).
 */
export const doctorEditingResolvers = {
  Mutation: {
    addDoctor: operation(requires('doctors.add'), async (_root, args, ctx) => {
      const input = parseInput(ZDoctorInput, args.doctor);
      const login = parseInput(ZNullableLogin, args.login);
      return addDoctor(depsOf(ctx), await ctx.actor(), input, login);
    }),
    updateDoctor: operation(requires('doctors.edit'), async (_root, args, ctx) => {
      const { id } = parseInput(ZId, args);
      const version = parseInput(ZRecordVersion, args.version);
      const input = parseInput(ZDoctorInput, args.doctor);
      return updateDoctor(depsOf(ctx), await ctx.actor(), { id, version, input });
    }),
    updateDoctorNote: operation(requires('doctors.note'), async (_root, args, ctx) => {
      const { id } = parseInput(ZId, args);
      const version = parseInput(ZRecordVersion, args.version);
      const note = parseInput(ZDoctorNote, args.note);
      return updateDoctorNote(depsOf(ctx), await ctx.actor(), { id, version, note });
    }),
    deleteDoctor: operation(requires('doctors.edit'), async (_root, args, ctx) => {
      const { id } = parseInput(ZId, args);
      const assignStudiesTo =
        args.assignStudiesTo === null || args.assignStudiesTo === undefined
          ? null
          : parseInput(ZRecordId, args.assignStudiesTo);
      await deleteDoctor(depsOf(ctx), await ctx.actor(), { id, assignStudiesTo });
      return true;
    }),
    mergeDoctors: operation(requires('doctors.merge'), async (_root, args, ctx) => {
      const survivorId = parseInput(ZRecordId, args.survivorId);
      const duplicateId = parseInput(ZRecordId, args.duplicateId);
      return mergeDoctors(depsOf(ctx), await ctx.actor(), { survivorId, duplicateId });
    }),
    changeDoctorLogin: operation(requires('doctors.edit'), async (_root, args, ctx) => {
      const { id } = parseInput(ZId, args);
      const { newLogin } = parseInput(z.object({ newLogin: ZDoctorLogin }), args);
      return changeDoctorLogin(depsOf(ctx), await ctx.actor(), { id, newLogin });
    }),
    updateCurrentDoctor: operation(requires('doctors.editOwn'), async (_root, args, ctx) => {
      const version = parseInput(ZRecordVersion, args.version);
      return updateCurrentDoctor(depsOf(ctx), await ctx.actor(), {
        version,
        contact: args.doctor,
      });
    }),
    sendDoctorPasswordReset: operation(requires('doctors.edit'), async (_root, args, ctx) => {
      const { id } = parseInput(ZId, args);
      await sendDoctorPasswordReset(depsOf(ctx), await ctx.actor(), id);
      return true;
    }),
  } satisfies MutationResolvers,
};

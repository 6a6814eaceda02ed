import {
  mayShareStudy,
  roleHas,
  ZAddStudyInput,
  ZRecordId,
  ZRecordVersion,
  ZShareStudyInput,
  ZStudiesQuery,
  ZStudyDescriptionDateInput,
  ZUpdateStudyFilesInput,
  ZUpdateStudyInput,
  ZUpdateStudyRejectedFilesInput,
} from '@portal/domain';
import { z } from 'zod';
import {
  mayDeleteStudy,
  mayReadRequestComment,
  mayUseInternalFields,
} from '../../auth/study-policy.js';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  addStudy,
  deleteStudy,
  getStudy,
  listStudies,
  shareStudy,
  updateStudy,
  updateStudyDescriptionDate,
  type StudyDeps,
} from './studies.service.js';
import type { StudyModel } from './study-rows.js';
import { fileDescriptionRequest } from './description-request.js';
import {
  listRejectedFiles,
  updateStudyFiles,
  updateStudyRejectedFiles,
  type StudyFileDeps,
} from './study-files.js';
import {
  describerWorkload,
  reassignDescription,
  type OverdueDescriptionModel,
} from './describer-workload.js';

type Ctx = GraphQLContext;

const depsOf = (ctx: Ctx): StudyDeps => ({
  db: ctx.db,
  readAudit: ctx.app.readAudit,
  mailer: ctx.mailer,
});
const ZVersionArgs = z.object({ version: ZRecordVersion });
const fileDepsOf = (ctx: Ctx): StudyFileDeps => ({
  ...depsOf(ctx),
  storage: ctx.app.storage,
  patientLinkTtlDays: ctx.config.patientStudiesLinkTtlDays,
});
const idOf = (args: { id: unknown }) => parseInput(ZRecordId, args.id);
const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * Studies (spec part 2 §7; studies.graphql). Who sees which study is auth/study-policy.ts; these
 * resolvers name the permission, parse, call. What a role reads of a study it sees (the
 * incognito request comment, internal fields) is decided per field from the same policy.
 */
export const studiesResolvers = {
  Query: {
    studies: operation(requires('studies.list'), async (_root, args, ctx) =>
      listStudies(depsOf(ctx), await ctx.actor(), parseInput(ZStudiesQuery, args)),
    ),
    study: operation(requires('studies.view'), async (_root, args, ctx) =>
      getStudy(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
    studyGeneralInfo: operation(requires('studies.view'), async (_root, args, ctx) =>
      getStudy(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
    describerWorkload: operation(requires('studies.workload'), (_root, _args, ctx) =>
      describerWorkload(ctx.db),
    ),
    studyRejectedFiles: operation(requires('studies.files'), async (_root, args, ctx) =>
      listRejectedFiles(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    addStudy: operation(requires('studies.add'), async (_root, args, ctx) =>
      addStudy(fileDepsOf(ctx), await ctx.actor(), parseInput(ZAddStudyInput, args.newStudy)),
    ),
    updateStudy: operation(requires('studies.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZUpdateStudyInput, args.data);
      return updateStudy(depsOf(ctx), await ctx.actor(), { id, input });
    }),
    updateStudyDescriptionDate: operation(
      requires('studies.changeDeadline'),
      async (_root, args, ctx) => {
        const id = idOf(args);
        const input = parseInput(ZStudyDescriptionDateInput, args.data);
        return updateStudyDescriptionDate(depsOf(ctx), await ctx.actor(), { id, input });
      },
    ),
    deleteStudy: operation(requires('studies.delete'), async (_root, args, ctx) => {
      await deleteStudy(depsOf(ctx), await ctx.actor(), idOf(args));
      return true;
    }),
    shareStudy: operation(requires('studies.share'), async (_root, args, ctx) => {
      const id = idOf(args);
      const { doctorIds } = parseInput(ZShareStudyInput, { doctorIds: args.doctorIds });
      const deps = { ...depsOf(ctx), events: ctx.events };
      return shareStudy(deps, await ctx.actor(), { id, doctorIds });
    }),
    reassignDescription: operation(requires('studies.workload'), async (_root, args, ctx) => {
      const input = {
        studyId: parseInput(ZRecordId, args.studyId),
        from: parseInput(ZRecordId, args.from),
        to: parseInput(ZRecordId, args.to),
      };
      const actor = await ctx.actor();
      await reassignDescription(depsOf(ctx), actor, input);
      return getStudy(depsOf(ctx), actor, input.studyId);
    }),
    updateStudyFiles: operation(requires('studies.files'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZUpdateStudyFilesInput, args);
      const actor = await ctx.actor();
      await updateStudyFiles(fileDepsOf(ctx), actor, {
        id,
        fileIds: input.fileIds,
        notify: input.notifyDoctorsAboutDescription,
        version: input.version,
      });
      return getStudy(depsOf(ctx), actor, id);
    }),
    fileDescriptionRequest: operation(requires('studies.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      const { version } = parseInput(ZVersionArgs, args);
      return fileDescriptionRequest(fileDepsOf(ctx), await ctx.actor(), {
        id,
        version,
        lang: ctx.lang,
      });
    }),
    updateStudyRejectedFiles: operation(requires('studies.files'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZUpdateStudyRejectedFilesInput, args);
      const actor = await ctx.actor();
      await updateStudyRejectedFiles(depsOf(ctx), actor, { id, ...input });
      return getStudy(depsOf(ctx), actor, id);
    }),
  } satisfies MutationResolvers,

  DescriberWorkload: objectResolvers<'DescriberWorkload'>()({}),
  OverdueDescription: objectResolvers<'OverdueDescription'>()({
    studyId: (row: OverdueDescriptionModel) => String(row.studyId),
  }),

  Study: objectResolvers<
    'Study',
    | 'leadingDoctor'
    | 'supportingDoctors'
    | 'describers'
    | 'performer'
    | 'createdBy'
    | 'updatedBy'
    | 'files'
  >()({
    id: (study: StudyModel) => String(study.id),
    referalId: (study: StudyModel) => idOrNull(study.referalId),
    appointmentId: (study: StudyModel) => idOrNull(study.appointmentId),
    descriptionRequestComment: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      mayReadRequestComment(await ctx.actor(), study) ? study.descriptionRequestComment : null,
    internalInformation: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      mayUseInternalFields(await ctx.actor()) ? study.internalInformation : null,
    radiology: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      mayUseInternalFields(await ctx.actor())
        ? {
            presetName: study.radiologyPresetName,
            voltageKilovolts: study.voltageKilovolts,
            anodeCurrentMiliamper: study.anodeCurrentMiliamper,
            exposureTimeSeconds: study.exposureTimeSeconds,
            radiationDoseMilligrayPerSquareCentimeter:
              study.radiationDoseMilligrayPerSquareCentimeter,
          }
        : null,
    missingDescription: (study: StudyModel) => study.describerCount > 0 && !study.hasDescription,
    unassignedDescriber: (study: StudyModel) => study.describerCount === 0,
    ledByCaller: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      study.leadingDoctorUserId === (await ctx.actor()).userId,
    canEdit: async (_study: StudyModel, _args: unknown, ctx: Ctx) =>
      roleHas((await ctx.actor()).role, 'studies.edit'),
    canDelete: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      mayDeleteStudy(await ctx.actor(), study),
    canShare: async (study: StudyModel, _args: unknown, ctx: Ctx) =>
      roleHas((await ctx.actor()).role, 'studies.share') &&
      mayShareStudy({ status: study.status, hidden: study.hidden }),
  }),
};

import { ZFileId, ZRecordId } from '@portal/domain';
import { notFound, parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import type { FileDeps } from '../files/file-deps.js';
import { findDoctorsByIds, type DoctorModel } from './doctors.repository.js';
import { removeStampPicture, setStampPicture } from './stamp-picture.service.js';

const depsOf = (ctx: GraphQLContext): FileDeps => ({ db: ctx.db, storage: ctx.app.storage });

const doctorIdOf = (value: string | null | undefined): number | null =>
  value === null || value === undefined ? null : parseInput(ZRecordId, value);

async function doctorById(ctx: GraphQLContext, id: number): Promise<DoctorModel> {
  const [doctor] = await findDoctorsByIds(ctx.db, [id]);
  if (!doctor) throw notFound(id);
  return doctor;
}

/**
 * A doctor's stamp (stamp-picture.graphql): `doctors.stamp` (Admin, Manager) for any doctor, or
 * `doctors.stampOwn` for one's own doctor profile, which the service checks.
 */
export const stampPictureResolvers = {
  Mutation: {
    updateStampPicture: operation(
      requires('doctors.stamp', { orRecordRule: 'doctors.stampOwn' }),
      async (_root, args, ctx) => {
        const input = {
          fileId: parseInput(ZFileId, args.fileId),
          doctorId: doctorIdOf(args.doctorId),
        };
        return doctorById(ctx, await setStampPicture(depsOf(ctx), await ctx.actor(), input));
      },
    ),
    deleteExistingStampPicture: operation(
      requires('doctors.stamp', { orRecordRule: 'doctors.stampOwn' }),
      async (_root, args, ctx) => {
        const doctorId = doctorIdOf(args.doctorId);
        return doctorById(ctx, await removeStampPicture(depsOf(ctx), await ctx.actor(), doctorId));
      },
    ),
  } satisfies MutationResolvers,
};

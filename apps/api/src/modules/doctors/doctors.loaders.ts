import { AppError } from '../../errors/app-error.js';
import type { Loader } from '../../graphql/loaders.js';
import { describerLoads, type DescriberLoadRow, type DoctorModel } from './doctors.repository.js';
import { stampImages, type StampImage } from './stamp-picture.service.js';

/**
 * `Doctor.describerInfo` for every doctor of an answer in one statement (ADR 0022): 20 picker
 * rows cost one load query, not 20. Only describers have one; the others answer null unread.
 */
const describerInfo: Loader<DoctorModel, DescriberLoadRow | null> = async (queries, ctx) => {
  const describers = queries.filter(({ obj }) => obj.isDescriber).map(({ obj }) => obj.id);
  const loads = await describerLoads(ctx.db, describers);
  return queries.map(({ obj }) => (obj.isDescriber ? (loads.get(obj.id) ?? null) : null));
};

/**
 * `Doctor.stampImage` for every doctor of an answer in one statement, for those whose stamp the
 * caller sees (stamp-picture.service.ts); null for the others and without a signed-in caller.
 */
const stampImage: Loader<DoctorModel, StampImage | null> = async (queries, ctx) => {
  const caller = await ctx.actor().catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!caller) return queries.map(() => null);
  const deps = { db: ctx.db, storage: ctx.app.storage };
  const images = await stampImages(
    deps,
    caller,
    queries.map(({ obj }) => obj),
  );
  return queries.map(({ obj }) => images.get(obj.id) ?? null);
};

export const doctorsLoaders = { Doctor: { describerInfo, stampImage } };

import type { Loader } from '../../graphql/loaders.js';
import { describerLoads, type DescriberLoadRow, type DoctorModel } from './doctors.repository.js';

/**
 * `Doctor.describerInfo` for every doctor of an answer in one statement (ADR 0022): 20 picker
 * rows cost one load query, not 20. Only describers have one; the others answer null unread.
 */
const describerInfo: Loader<DoctorModel, DescriberLoadRow | null> = async (queries, ctx) => {
  const describers = queries.filter(({ obj }) => obj.isDescriber).map(({ obj }) => obj.id);
  const loads = await describerLoads(ctx.db, describers);
  return queries.map(({ obj }) => (obj.isDescriber ? (loads.get(obj.id) ?? null) : null));
};

export const doctorsLoaders = { Doctor: { describerInfo } };

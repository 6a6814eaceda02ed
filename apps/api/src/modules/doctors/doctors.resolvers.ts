import { ZDoctorOptionsWhere, ZDoctorsQuery, ZRecordId } from '@portal/domain';
import { z } from 'zod';
import { AppError, parseInput } from '../../errors/app-error.js';
import type { QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { doctorStatistics } from './doctor-statistics.js';
import { seesDoctorAccount } from './doctor-visibility.js';
import { readDoctorsPage } from './doctors-list.js';
import { doctorOptions, findDoctorsByIds } from './doctors.repository.js';

const ZDoctorIdArg = z.object({ id: ZRecordId });

/** The spec's 'Nie znaleziono lekarza.' (part 2 §2), the key the doctor's mutations use too. */
const doctorNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.doctorEditing.notFound', { params: { id } });

/**
 * The doctor pickers of the study form and of sharing a study ('doctors.pick': the desk roles,
 * describing and referring doctors); the doctors and facilities lists ('doctors.list'), a doctor's
 * record ('doctors.view': its staff-only fields answer null to other roles, doctor-visibility.ts)
 * and statistics ('doctors.stats'). The mutations are doctor-editing's.
 */
export const doctorsResolvers = {
  Query: {
    doctorOptions: operation(requires('doctors.pick'), (_root, args, ctx) =>
      doctorOptions(ctx.db, parseInput(ZDoctorOptionsWhere, args.where ?? {})),
    ),
    doctors: operation(requires('doctors.list'), (_root, args, ctx) =>
      readDoctorsPage(ctx.db, parseInput(ZDoctorsQuery, args)),
    ),
    doctor: operation(requires('doctors.view'), async (_root, args, ctx) => {
      const { id } = parseInput(ZDoctorIdArg, args);
      const [doctor] = await findDoctorsByIds(ctx.db, [id]);
      if (!doctor) throw doctorNotFound(id);
      return doctor;
    }),
    doctorStatistics: operation(requires('doctors.stats'), async (_root, args, ctx) => {
      const { id } = parseInput(ZDoctorIdArg, args);
      const statistics = await doctorStatistics(ctx.db, id);
      if (!statistics) throw doctorNotFound(id);
      return statistics;
    }),
  } satisfies QueryResolvers,

  // The row answers every field but the note (below), the describer's load, the stamp, the
  // relations and the account (doctors.loaders.ts) and whether there is a stamp (referals.loaders.ts).
  Doctor: objectResolvers<
    'Doctor',
    | 'describerInfo'
    | 'stampImage'
    | 'hasStamp'
    | 'describingStudyTypes'
    | 'employedInBranches'
    | 'user'
    | 'loginsIn90Days'
  >()({
    note: async (doctor, _args, ctx) => ((await seesDoctorAccount(ctx)) ? doctor.note : null),
  }),
  DoctorsPage: objectResolvers<'DoctorsPage'>()({}),
  DoctorStatistics: objectResolvers<'DoctorStatistics'>()({}),
};

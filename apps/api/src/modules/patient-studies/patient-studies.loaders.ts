import { roleHas } from '@portal/domain';
import { forbidden } from '../../errors/app-error.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import type { PatientRow } from '../patients/patients.repository.js';
import { activeStudyLinksOf, type ActiveStudyLinkRow } from './study-links.repository.js';

/**
 * `Patient.activeStudyLinks` for a whole page of patients at once (ADR 0022): only for roles
 * that send and revoke links ('patients.sendStudiesLink'); anyone else is refused the field.
 */
const activeStudyLinks: Loader<PatientRow, ActiveStudyLinkRow[]> = async (queries, ctx) => {
  const actor = await ctx.actor();
  if (!roleHas(actor.role, 'patients.sendStudiesLink')) throw forbidden();
  const ids = queries.map(({ obj }) => obj.id);
  const rows = await activeStudyLinksOf(ctx.db, distinct(ids));
  return groupedBy(ids, rows, (link) => link.patientId);
};

export const patientStudiesLoaders = { Patient: { activeStudyLinks } };

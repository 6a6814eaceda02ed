import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hasReadyDescription } from '../files/study-file-conditions.js';
import { issueStudiesLink, type StudyLinkDeps } from './study-links.service.js';

/**
 * The link a patient gets by themself when their study is described (issue 18 §2): once per
 * study — `studies.patient_link_sent_at` is claimed by one conditional UPDATE, so two saves at
 * once mail once — and only for a study not hidden, with a saved description, of a patient with
 * an address who consented to results by e-mail (consents.sending). Runs in the transaction of
 * the save that attached the description, like the doctors' notices (ADR 0035).
 */
export async function mailResultsWhenDescribed(
  deps: Pick<StudyLinkDeps, 'mailer' | 'linkTtlDays'>,
  tx: Executor,
  studyId: number,
): Promise<void> {
  const { rows } = await tx.execute<{
    patient_id: number;
    email: string;
    first_name: string | null;
  }>(sql`
    update studies s set patient_link_sent_at = now()
      from patients p
      join contacts c on c.id = p.contact_id
     where s.id = ${studyId}
       and p.id = s.patient_id
       and s.patient_link_sent_at is null
       and not s.hidden
       and (p.consents ->> 'sending')::boolean
       and c.email_addresses[1] is not null
       and ${hasReadyDescription(sql`s.id`)}
    returning s.patient_id, c.email_addresses[1] as email, c.first_name`);
  const [claimed] = rows;
  if (!claimed) return;
  await issueStudiesLink(
    deps,
    tx,
    { patientId: claimed.patient_id, email: claimed.email, firstName: claimed.first_name },
    { source: 'Description', createdById: null, lang: 'pl' },
  );
}

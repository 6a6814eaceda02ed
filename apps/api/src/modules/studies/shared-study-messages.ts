import { DISPLAY_TIME_ZONE } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { studies, studyTypes } from '../../db/schema/index.js';
import { deliverMessages, type Delivery } from '../messages/messages.service.js';

const shownDay = new Intl.DateTimeFormat('pl-PL', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * 'Udostępniono Ci badanie' (issue 22 §2): a SharedStudy message to each newly shared doctor's
 * account, linking the study. It names the study's type and day, not the patient: the link
 * opens the study through the reader's own scope.
 */
export async function deliverSharedStudyMessages(
  tx: Executor,
  studyId: number,
  recipientIds: readonly number[],
): Promise<Delivery> {
  const [study] = await tx
    .select({ studyType: studyTypes.name, studyDate: studies.studyDate })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(eq(studies.id, studyId));
  const params = {
    studyType: study?.studyType ?? '',
    studyDate: study ? shownDay.format(study.studyDate) : '',
  };
  return deliverMessages(
    tx,
    [...new Set(recipientIds)].map((recipientId) => ({
      recipientId,
      messageType: 'SharedStudy' as const,
      params,
      linkedEntityId: studyId,
    })),
  );
}

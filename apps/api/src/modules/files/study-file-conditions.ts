import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { files } from '../../db/schema/index.js';

/**
 * What "the study is described" means, in one place for the studies list, the mails, the
 * describers' loads and the workload: a StudyDescription file of the study that is checked
 * (ready), saved to it by the files tab (attached) and not moved to the rejected files.
 */
export function shownStudyFile(studyId: AnyPgColumn | SQL): SQL {
  return and(
    eq(files.studyId, studyId),
    eq(files.status, 'ready'),
    eq(files.attached, true),
    eq(files.rejected, false),
  )!;
}

/** `exists` a shown description of the study whose id is `studyId` (a column of the outer row). */
export function hasReadyDescription(studyId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${files} where ${shownStudyFile(studyId)} and ${eq(
    files.fileType,
    'StudyDescription',
  )})`;
}

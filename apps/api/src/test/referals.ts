import { randomUUID } from 'node:crypto';
import { doctorStamps, files } from '../db/schema/index.js';
import { graphql, type CallOptions } from './graphql.js';
import type { TestApp } from './test-app.js';

/** What referral tests ask of a referral. */
export const REFERAL_FIELDS = `id completed completedAt version mediaTypes description remarks
  requestDescription sendSchedulingEmail issuerHasStamp canEdit canDelete canComplete canCreateStudy
  patient { id contact { firstName lastName } } issuer { id hasStamp }
  referalToStudyTypes { studyType { id } remarks studySubTypes issued }
  studies { id studyTypeId status }`;

export const ADD_REFERAL = `mutation($newReferal: ReferalInput!) { addReferal(newReferal: $newReferal) { ${REFERAL_FIELDS} } }`;
export const UPDATE_REFERAL = `mutation($id: ID!, $referal: ReferalInput!, $version: Int!) {
  updateReferal(id: $id, referal: $referal, version: $version) { ${REFERAL_FIELDS} }
}`;
export const GET_REFERAL = `query($id: ID!) { referal(id: $id) { ${REFERAL_FIELDS} } }`;
export const LIST_REFERALS = `query($pagination: PaginationInput, $where: ReferalsWhere) {
  referals(pagination: $pagination, where: $where) { total totalCapped hasMore items { id completed } }
}`;
export const DELETE_REFERAL = 'mutation($id: ID!) { deleteReferal(id: $id) }';
export const COMPLETE_REFERAL = `mutation($id: ID!) { completeReferal(id: $id) { ${REFERAL_FIELDS} } }`;

export interface ReferalData {
  id: string;
  completed: boolean;
  version: number;
  referalToStudyTypes: { studyType: { id: string }; issued: boolean }[];
  studies: { id: string; studyTypeId: string }[];
  [field: string]: unknown;
}

/**
 * Gives the doctor a stamp as updateStampPicture leaves it: a ready DoctorStamp file row linked
 * in doctor_stamps. Referral rules read only that the stamp is there; no bytes are needed.
 */
export async function giveStamp(
  t: TestApp,
  doctor: { id: number; userId: number | null },
  uploaderId: number | null = doctor.userId,
) {
  const [file] = await t.database.db
    .insert(files)
    .values({
      storageKey: `test-stamps/${randomUUID()}`,
      originalFilename: 'pieczatka.png',
      mimetype: 'image/png',
      fileType: 'DoctorStamp',
      declaredSize: 4,
      storedSize: 4,
      sha256: '0'.repeat(64),
      detectedKind: 'png',
      status: 'ready',
      ownerUserId: uploaderId,
      confirmedAt: new Date(),
    })
    .returning({ id: files.id });
  await t.database.db.insert(doctorStamps).values({ doctorId: doctor.id, fileId: file!.id });
}

/** Adds a referral as `caller`; fails the test when it is refused. */
export async function addReferalAs(
  t: TestApp,
  caller: { options: CallOptions },
  newReferal: Record<string, unknown>,
): Promise<ReferalData> {
  const response = await graphql<{ addReferal: ReferalData }>(t.app, ADD_REFERAL, {
    ...caller.options,
    variables: { newReferal },
  });
  if (!response.data) throw new Error(`addReferal refused: ${JSON.stringify(response.errors)}`);
  return response.data.addReferal;
}

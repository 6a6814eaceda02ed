import type { MediaType } from '@portal/domain';
import { referals } from '../../db/schema/index.js';
import type { PatientRow } from '../patients/patient-rows.js';

/**
 * A referral as the repository reads it (spec part 2 §3 Referal): its own columns and its patient
 * (joined: the list shows the name of every row). Issuer, study types and studies are loaders.
 */
export interface ReferalModel {
  id: number;
  patientId: number;
  issuerId: number;
  mediaTypes: MediaType[];
  description: string | null;
  remarks: string | null;
  requestDescription: boolean;
  sendSchedulingEmail: boolean;
  completed: boolean;
  completedAt: Date | null;
  createdById: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  patient: PatientRow;
}

/** The stored row alone, as writes lock and read it. */
export type ReferalRow = typeof referals.$inferSelect;

export const referalColumns = {
  id: referals.id,
  patientId: referals.patientId,
  issuerId: referals.issuerId,
  mediaTypes: referals.mediaTypes,
  description: referals.description,
  remarks: referals.remarks,
  requestDescription: referals.requestDescription,
  sendSchedulingEmail: referals.sendSchedulingEmail,
  completed: referals.completed,
  completedAt: referals.completedAt,
  createdById: referals.createdById,
  createdAt: referals.createdAt,
  updatedAt: referals.updatedAt,
  version: referals.version,
};

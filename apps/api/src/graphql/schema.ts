import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { accountModerationResolvers } from '../modules/account-moderation/account-moderation.resolvers.js';
import { appConfigResolvers } from '../modules/app-config/app-config.resolvers.js';
import { appointmentsResolvers } from '../modules/appointments/appointments.resolvers.js';
import { auditLogResolvers } from '../modules/audit-log/audit-log.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { authLoaders } from '../modules/auth/auth.loaders.js';
import { branchesResolvers } from '../modules/branches/branches.resolvers.js';
import { commonLoaders } from '../modules/common/common.loaders.js';
import { complaintsLoaders } from '../modules/complaints/complaints.loaders.js';
import { complaintsResolvers } from '../modules/complaints/complaints.resolvers.js';
import { messagesResolvers } from '../modules/messages/messages.resolvers.js';
import { councilsLoaders } from '../modules/councils/councils.loaders.js';
import { councilsResolvers } from '../modules/councils/councils.resolvers.js';
import { commonResolvers } from '../modules/common/common.resolvers.js';
import { currentBranchResolvers } from '../modules/current-branch/current-branch.resolvers.js';
import { consentsLoaders } from '../modules/consents/consents.loaders.js';
import { filesLoaders } from '../modules/files/files.loaders.js';
import { consentsResolvers } from '../modules/consents/consents.resolvers.js';
import { doctorCommentsLoaders } from '../modules/doctor-comments/doctor-comments.loaders.js';
import { doctorCommentsResolvers } from '../modules/doctor-comments/doctor-comments.resolvers.js';
import { doctorEditingResolvers } from '../modules/doctors/doctor-editing.resolvers.js';
import { doctorsLoaders } from '../modules/doctors/doctors.loaders.js';
import { doctorsResolvers } from '../modules/doctors/doctors.resolvers.js';
import { stampPictureResolvers } from '../modules/doctors/stamp-picture.resolvers.js';
import { filesResolvers } from '../modules/files/files.resolvers.js';
import { helpResolvers } from '../modules/help/help.resolvers.js';
import { mfaLoaders } from '../modules/mfa/mfa.loaders.js';
import { mfaResolvers } from '../modules/mfa/mfa.resolvers.js';
import { oauthLoaders } from '../modules/oauth/oauth.loaders.js';
import { oauthResolvers } from '../modules/oauth/oauth.resolvers.js';
import { patientsLoaders } from '../modules/patients/patients.loaders.js';
import { patientsResolvers } from '../modules/patients/patients.resolvers.js';
import { patientStudiesLoaders } from '../modules/patient-studies/patient-studies.loaders.js';
import { patientStudiesResolvers } from '../modules/patient-studies/patient-studies.resolvers.js';
import { signupResolvers } from '../modules/signup/signup.resolvers.js';
import { studiesLoaders } from '../modules/studies/studies.loaders.js';
import { referalsLoaders } from '../modules/referals/referals.loaders.js';
import { referalsResolvers } from '../modules/referals/referals.resolvers.js';
import { studiesResolvers } from '../modules/studies/studies.resolvers.js';
import { studyPaymentsResolvers } from '../modules/studies/study-payments.resolvers.js';
import { schedulingResolvers } from '../modules/scheduling/scheduling.resolvers.js';
import { softwareResolvers } from '../modules/software/software.resolvers.js';
import { tabletsResolvers } from '../modules/tablets/tablets.resolvers.js';
import { studyTypesLoaders } from '../modules/study-types/study-types.loaders.js';
import { studyTypesResolvers } from '../modules/study-types/study-types.resolvers.js';
import { usersResolvers } from '../modules/users/users.resolvers.js';
import { visitsLoaders } from '../modules/visits/visits.loaders.js';
import { visitsCalendarResolvers } from '../modules/visits/visits-calendar.resolvers.js';
import { visitsResolvers } from '../modules/visits/visits.resolvers.js';
import type { LoaderMap } from './loaders.js';
import { DateScalar, DateTimeScalar, MoneyScalar } from './scalars.js';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** The SDL of every module, in a stable order (`modules/<feature>/<feature>.graphql`). */
export function loadTypeDefs(): string {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(modulesDir, file), 'utf8'))
    .join('\n');
}

type ResolverMap = Record<string, Record<string, unknown>>;

/** All modules' resolvers merged by type. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

export function portalResolvers(): ResolverMap {
  return mergeResolvers(
    commonResolvers,
    authResolvers,
    accountModerationResolvers,
    mfaResolvers,
    oauthResolvers,
    auditLogResolvers,
    filesResolvers,
    patientsResolvers,
    tabletsResolvers,
    consentsResolvers,
    currentBranchResolvers,
    branchesResolvers,
    studyTypesResolvers,
    doctorsResolvers,
    doctorEditingResolvers,
    doctorCommentsResolvers,
    stampPictureResolvers,
    appointmentsResolvers,
    schedulingResolvers,
    patientStudiesResolvers,
    signupResolvers,
    studiesResolvers,
    studyPaymentsResolvers,
    referalsResolvers,
    appConfigResolvers,
    softwareResolvers,
    helpResolvers,
    usersResolvers,
    visitsResolvers,
    visitsCalendarResolvers,
    complaintsResolvers,
    messagesResolvers,
    councilsResolvers,
  );
}

/**
 * All modules' loaders merged by type: the fields resolved for a whole level of rows at once
 * (loader-resolvers.ts, ADR 0022). A field has a loader or a resolver, not both.
 */
export function portalLoaders(): LoaderMap {
  return mergeResolvers(
    authLoaders,
    mfaLoaders,
    oauthLoaders,
    commonLoaders,
    patientsLoaders,
    patientStudiesLoaders,
    consentsLoaders,
    filesLoaders,
    studyTypesLoaders,
    doctorsLoaders,
    doctorCommentsLoaders,
    studiesLoaders,
    referalsLoaders,
    visitsLoaders,
    complaintsLoaders,
    councilsLoaders,
  ) as LoaderMap;
}

export const scalarResolvers = { DateTime: DateTimeScalar, Date: DateScalar, Money: MoneyScalar };

export function buildPortalSchema(): GraphQLSchema {
  return buildSchema(loadTypeDefs());
}

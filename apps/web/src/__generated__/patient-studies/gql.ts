/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment PatientStudiesView on PatientStudies {\n  patientName\n  patientBirthDate\n  expiresAt\n  sentTo\n  studies {\n    id\n    studyDate\n    studyType\n    is3D\n    branchName\n    archiveUrl\n    files {\n      id\n      name\n      kind\n      mimeType\n      size\n      url\n      previewUrl\n      viewerUrl\n    }\n  }\n}\n\nquery PatientStudies {\n  patientStudies {\n    ...PatientStudiesView\n  }\n}\n\nmutation SendStudiesLink($ssn: String!, $email: String!, $acceptTerms: Boolean!, $proofOfWork: String!) {\n  sendStudiesLink(\n    ssn: $ssn\n    email: $email\n    acceptTerms: $acceptTerms\n    proofOfWork: $proofOfWork\n  )\n}\n\nmutation OpenPatientStudies($token: String!, $ssn: String!, $acceptTerms: Boolean!) {\n  openPatientStudies(token: $token, ssn: $ssn, acceptTerms: $acceptTerms) {\n    ...PatientStudiesView\n  }\n}\n\nmutation ResendStudiesLink($token: String) {\n  resendStudiesLink(token: $token) {\n    sentTo\n    expiresAt\n  }\n}\n\nmutation EndPatientStudiesSession {\n  endPatientStudiesSession\n}\n\nquery PatientStudiesHotline {\n  appInfo {\n    hotline\n  }\n}": typeof types.PatientStudiesViewFragmentDoc,
};
const documents: Documents = {
    "fragment PatientStudiesView on PatientStudies {\n  patientName\n  patientBirthDate\n  expiresAt\n  sentTo\n  studies {\n    id\n    studyDate\n    studyType\n    is3D\n    branchName\n    archiveUrl\n    files {\n      id\n      name\n      kind\n      mimeType\n      size\n      url\n      previewUrl\n      viewerUrl\n    }\n  }\n}\n\nquery PatientStudies {\n  patientStudies {\n    ...PatientStudiesView\n  }\n}\n\nmutation SendStudiesLink($ssn: String!, $email: String!, $acceptTerms: Boolean!, $proofOfWork: String!) {\n  sendStudiesLink(\n    ssn: $ssn\n    email: $email\n    acceptTerms: $acceptTerms\n    proofOfWork: $proofOfWork\n  )\n}\n\nmutation OpenPatientStudies($token: String!, $ssn: String!, $acceptTerms: Boolean!) {\n  openPatientStudies(token: $token, ssn: $ssn, acceptTerms: $acceptTerms) {\n    ...PatientStudiesView\n  }\n}\n\nmutation ResendStudiesLink($token: String) {\n  resendStudiesLink(token: $token) {\n    sentTo\n    expiresAt\n  }\n}\n\nmutation EndPatientStudiesSession {\n  endPatientStudiesSession\n}\n\nquery PatientStudiesHotline {\n  appInfo {\n    hotline\n  }\n}": types.PatientStudiesViewFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PatientStudiesView on PatientStudies {\n  patientName\n  patientBirthDate\n  expiresAt\n  sentTo\n  studies {\n    id\n    studyDate\n    studyType\n    is3D\n    branchName\n    archiveUrl\n    files {\n      id\n      name\n      kind\n      mimeType\n      size\n      url\n      previewUrl\n      viewerUrl\n    }\n  }\n}\n\nquery PatientStudies {\n  patientStudies {\n    ...PatientStudiesView\n  }\n}\n\nmutation SendStudiesLink($ssn: String!, $email: String!, $acceptTerms: Boolean!, $proofOfWork: String!) {\n  sendStudiesLink(\n    ssn: $ssn\n    email: $email\n    acceptTerms: $acceptTerms\n    proofOfWork: $proofOfWork\n  )\n}\n\nmutation OpenPatientStudies($token: String!, $ssn: String!, $acceptTerms: Boolean!) {\n  openPatientStudies(token: $token, ssn: $ssn, acceptTerms: $acceptTerms) {\n    ...PatientStudiesView\n  }\n}\n\nmutation ResendStudiesLink($token: String) {\n  resendStudiesLink(token: $token) {\n    sentTo\n    expiresAt\n  }\n}\n\nmutation EndPatientStudiesSession {\n  endPatientStudiesSession\n}\n\nquery PatientStudiesHotline {\n  appInfo {\n    hotline\n  }\n}"): typeof import('./graphql').PatientStudiesViewFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

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
    "query SchedulingData($token: String!) {\n  getSchedulingDataByToken(token: $token) {\n    patient {\n      firstName\n      lastName\n      email\n    }\n    studyType {\n      id\n      name\n    }\n    studyTypes {\n      id\n      name\n    }\n    branches {\n      id\n      name\n      address\n      studyTypeIds\n    }\n    expiresAt\n  }\n}\n\nquery SchedulingSlots($token: String!, $branchId: ID!, $date: Date!, $studyTypeId: ID!) {\n  getAvailableAppointmentSlotsByToken(\n    token: $token\n    branchId: $branchId\n    date: $date\n    studyTypeId: $studyTypeId\n  ) {\n    startTime\n    endTime\n    deviceId\n  }\n}\n\nmutation ScheduleAppointmentFromLink($token: String!, $branchId: ID!, $studyTypeId: ID!, $startTime: DateTime!, $endTime: DateTime!, $deviceId: ID!) {\n  scheduleAppointmentFromLink(\n    token: $token\n    branchId: $branchId\n    studyTypeId: $studyTypeId\n    startTime: $startTime\n    endTime: $endTime\n    deviceId: $deviceId\n  ) {\n    startTime\n    endTime\n    branchName\n    branchAddress\n    studyTypeName\n  }\n}": typeof types.SchedulingDataDocument,
};
const documents: Documents = {
    "query SchedulingData($token: String!) {\n  getSchedulingDataByToken(token: $token) {\n    patient {\n      firstName\n      lastName\n      email\n    }\n    studyType {\n      id\n      name\n    }\n    studyTypes {\n      id\n      name\n    }\n    branches {\n      id\n      name\n      address\n      studyTypeIds\n    }\n    expiresAt\n  }\n}\n\nquery SchedulingSlots($token: String!, $branchId: ID!, $date: Date!, $studyTypeId: ID!) {\n  getAvailableAppointmentSlotsByToken(\n    token: $token\n    branchId: $branchId\n    date: $date\n    studyTypeId: $studyTypeId\n  ) {\n    startTime\n    endTime\n    deviceId\n  }\n}\n\nmutation ScheduleAppointmentFromLink($token: String!, $branchId: ID!, $studyTypeId: ID!, $startTime: DateTime!, $endTime: DateTime!, $deviceId: ID!) {\n  scheduleAppointmentFromLink(\n    token: $token\n    branchId: $branchId\n    studyTypeId: $studyTypeId\n    startTime: $startTime\n    endTime: $endTime\n    deviceId: $deviceId\n  ) {\n    startTime\n    endTime\n    branchName\n    branchAddress\n    studyTypeName\n  }\n}": types.SchedulingDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchedulingData($token: String!) {\n  getSchedulingDataByToken(token: $token) {\n    patient {\n      firstName\n      lastName\n      email\n    }\n    studyType {\n      id\n      name\n    }\n    studyTypes {\n      id\n      name\n    }\n    branches {\n      id\n      name\n      address\n      studyTypeIds\n    }\n    expiresAt\n  }\n}\n\nquery SchedulingSlots($token: String!, $branchId: ID!, $date: Date!, $studyTypeId: ID!) {\n  getAvailableAppointmentSlotsByToken(\n    token: $token\n    branchId: $branchId\n    date: $date\n    studyTypeId: $studyTypeId\n  ) {\n    startTime\n    endTime\n    deviceId\n  }\n}\n\nmutation ScheduleAppointmentFromLink($token: String!, $branchId: ID!, $studyTypeId: ID!, $startTime: DateTime!, $endTime: DateTime!, $deviceId: ID!) {\n  scheduleAppointmentFromLink(\n    token: $token\n    branchId: $branchId\n    studyTypeId: $studyTypeId\n    startTime: $startTime\n    endTime: $endTime\n    deviceId: $deviceId\n  ) {\n    startTime\n    endTime\n    branchName\n    branchAddress\n    studyTypeName\n  }\n}"): typeof import('./graphql').SchedulingDataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SchedulingDataQueryVariables = Exact<{
  token: string;
}>;


export type SchedulingDataQuery = { getSchedulingDataByToken: { expiresAt: string, patient: { firstName: string | null, lastName: string | null, email: string }, studyType: { id: string, name: string } | null, studyTypes: Array<{ id: string, name: string }>, branches: Array<{ id: string, name: string, address: string | null, studyTypeIds: Array<string> }> } };

export type SchedulingSlotsQueryVariables = Exact<{
  token: string;
  branchId: string;
  date: string;
  studyTypeId: string;
}>;


export type SchedulingSlotsQuery = { getAvailableAppointmentSlotsByToken: Array<{ startTime: string, endTime: string, deviceId: string }> };

export type ScheduleAppointmentFromLinkMutationVariables = Exact<{
  token: string;
  branchId: string;
  studyTypeId: string;
  startTime: string;
  endTime: string;
  deviceId: string;
}>;


export type ScheduleAppointmentFromLinkMutation = { scheduleAppointmentFromLink: { startTime: string, endTime: string, branchName: string, branchAddress: string | null, studyTypeName: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SchedulingDataDocument = new TypedDocumentString(`
    query SchedulingData($token: String!) {
  getSchedulingDataByToken(token: $token) {
    patient {
      firstName
      lastName
      email
    }
    studyType {
      id
      name
    }
    studyTypes {
      id
      name
    }
    branches {
      id
      name
      address
      studyTypeIds
    }
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<SchedulingDataQuery, SchedulingDataQueryVariables>;
export const SchedulingSlotsDocument = new TypedDocumentString(`
    query SchedulingSlots($token: String!, $branchId: ID!, $date: Date!, $studyTypeId: ID!) {
  getAvailableAppointmentSlotsByToken(
    token: $token
    branchId: $branchId
    date: $date
    studyTypeId: $studyTypeId
  ) {
    startTime
    endTime
    deviceId
  }
}
    `) as unknown as TypedDocumentString<SchedulingSlotsQuery, SchedulingSlotsQueryVariables>;
export const ScheduleAppointmentFromLinkDocument = new TypedDocumentString(`
    mutation ScheduleAppointmentFromLink($token: String!, $branchId: ID!, $studyTypeId: ID!, $startTime: DateTime!, $endTime: DateTime!, $deviceId: ID!) {
  scheduleAppointmentFromLink(
    token: $token
    branchId: $branchId
    studyTypeId: $studyTypeId
    startTime: $startTime
    endTime: $endTime
    deviceId: $deviceId
  ) {
    startTime
    endTime
    branchName
    branchAddress
    studyTypeName
  }
}
    `) as unknown as TypedDocumentString<ScheduleAppointmentFromLinkMutation, ScheduleAppointmentFromLinkMutationVariables>;
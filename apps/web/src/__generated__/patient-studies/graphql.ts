/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a file of a patient's study is to the patient: the description or the images. */
export type PatientStudyFileKind =
  | 'Description'
  | 'Image';

export type PatientStudiesViewFragment = { patientName: string, patientBirthDate: string | null, expiresAt: string, sentTo: string, studies: Array<{ id: string, studyDate: string, studyType: string, is3D: boolean, branchName: string, archiveUrl: string, files: Array<{ id: string, name: string, kind: PatientStudyFileKind, mimeType: string, size: number, url: string, previewUrl: string, viewerUrl: string | null }> }> };

export type PatientStudiesQueryVariables = Exact<{ [key: string]: never; }>;


export type PatientStudiesQuery = { patientStudies: { patientName: string, patientBirthDate: string | null, expiresAt: string, sentTo: string, studies: Array<{ id: string, studyDate: string, studyType: string, is3D: boolean, branchName: string, archiveUrl: string, files: Array<{ id: string, name: string, kind: PatientStudyFileKind, mimeType: string, size: number, url: string, previewUrl: string, viewerUrl: string | null }> }> } };

export type SendStudiesLinkMutationVariables = Exact<{
  ssn: string;
  email: string;
  acceptTerms: boolean;
  proofOfWork: string;
}>;


export type SendStudiesLinkMutation = { sendStudiesLink: boolean };

export type OpenPatientStudiesMutationVariables = Exact<{
  token: string;
  ssn: string;
  acceptTerms: boolean;
}>;


export type OpenPatientStudiesMutation = { openPatientStudies: { patientName: string, patientBirthDate: string | null, expiresAt: string, sentTo: string, studies: Array<{ id: string, studyDate: string, studyType: string, is3D: boolean, branchName: string, archiveUrl: string, files: Array<{ id: string, name: string, kind: PatientStudyFileKind, mimeType: string, size: number, url: string, previewUrl: string, viewerUrl: string | null }> }> } };

export type ResendStudiesLinkMutationVariables = Exact<{
  token?: string | null | undefined;
}>;


export type ResendStudiesLinkMutation = { resendStudiesLink: { sentTo: string, expiresAt: string } };

export type EndPatientStudiesSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type EndPatientStudiesSessionMutation = { endPatientStudiesSession: boolean };

export type PatientStudiesHotlineQueryVariables = Exact<{ [key: string]: never; }>;


export type PatientStudiesHotlineQuery = { appInfo: { hotline: string | null } };

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
export const PatientStudiesViewFragmentDoc = new TypedDocumentString(`
    fragment PatientStudiesView on PatientStudies {
  patientName
  patientBirthDate
  expiresAt
  sentTo
  studies {
    id
    studyDate
    studyType
    is3D
    branchName
    archiveUrl
    files {
      id
      name
      kind
      mimeType
      size
      url
      previewUrl
      viewerUrl
    }
  }
}
    `, {"fragmentName":"PatientStudiesView"}) as unknown as TypedDocumentString<PatientStudiesViewFragment, unknown>;
export const PatientStudiesDocument = new TypedDocumentString(`
    query PatientStudies {
  patientStudies {
    ...PatientStudiesView
  }
}
    fragment PatientStudiesView on PatientStudies {
  patientName
  patientBirthDate
  expiresAt
  sentTo
  studies {
    id
    studyDate
    studyType
    is3D
    branchName
    archiveUrl
    files {
      id
      name
      kind
      mimeType
      size
      url
      previewUrl
      viewerUrl
    }
  }
}`) as unknown as TypedDocumentString<PatientStudiesQuery, PatientStudiesQueryVariables>;
export const SendStudiesLinkDocument = new TypedDocumentString(`
    mutation SendStudiesLink($ssn: String!, $email: String!, $acceptTerms: Boolean!, $proofOfWork: String!) {
  sendStudiesLink(
    ssn: $ssn
    email: $email
    acceptTerms: $acceptTerms
    proofOfWork: $proofOfWork
  )
}
    `) as unknown as TypedDocumentString<SendStudiesLinkMutation, SendStudiesLinkMutationVariables>;
export const OpenPatientStudiesDocument = new TypedDocumentString(`
    mutation OpenPatientStudies($token: String!, $ssn: String!, $acceptTerms: Boolean!) {
  openPatientStudies(token: $token, ssn: $ssn, acceptTerms: $acceptTerms) {
    ...PatientStudiesView
  }
}
    fragment PatientStudiesView on PatientStudies {
  patientName
  patientBirthDate
  expiresAt
  sentTo
  studies {
    id
    studyDate
    studyType
    is3D
    branchName
    archiveUrl
    files {
      id
      name
      kind
      mimeType
      size
      url
      previewUrl
      viewerUrl
    }
  }
}`) as unknown as TypedDocumentString<OpenPatientStudiesMutation, OpenPatientStudiesMutationVariables>;
export const ResendStudiesLinkDocument = new TypedDocumentString(`
    mutation ResendStudiesLink($token: String) {
  resendStudiesLink(token: $token) {
    sentTo
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<ResendStudiesLinkMutation, ResendStudiesLinkMutationVariables>;
export const EndPatientStudiesSessionDocument = new TypedDocumentString(`
    mutation EndPatientStudiesSession {
  endPatientStudiesSession
}
    `) as unknown as TypedDocumentString<EndPatientStudiesSessionMutation, EndPatientStudiesSessionMutationVariables>;
export const PatientStudiesHotlineDocument = new TypedDocumentString(`
    query PatientStudiesHotline {
  appInfo {
    hotline
  }
}
    `) as unknown as TypedDocumentString<PatientStudiesHotlineQuery, PatientStudiesHotlineQueryVariables>;
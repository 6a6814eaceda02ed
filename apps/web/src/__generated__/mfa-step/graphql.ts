/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The twelve roles of the portal (spec part 1 §6). */
export type Role =
  | 'Admin'
  | 'Complaints'
  | 'Coordinator'
  | 'DentalOffice'
  | 'DescribingDoctor'
  | 'Doctor'
  | 'HelpContact'
  | 'Laboratory'
  | 'Manager'
  | 'Patient'
  | 'Registration'
  | 'Technician';

export type LoginWithMfaMutationVariables = Exact<{
  mfaToken: string;
  code: string;
}>;


export type LoginWithMfaMutation = { loginWithMfa: { token: string, user: { id: string, roles: Array<Role>, login: string, acceptedTerms: boolean } } };

export type BeginSignInMfaEnrolmentMutationVariables = Exact<{
  mfaToken: string;
}>;


export type BeginSignInMfaEnrolmentMutation = { beginMfaEnrolment: { secret: string, qrCode: string } };

export type ConfirmSignInMfaEnrolmentMutationVariables = Exact<{
  code: string;
  mfaToken: string;
}>;


export type ConfirmSignInMfaEnrolmentMutation = { confirmMfaEnrolment: { recoveryCodes: Array<string>, session: { token: string, user: { id: string, roles: Array<Role>, login: string, acceptedTerms: boolean } } | null } };

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

export const LoginWithMfaDocument = new TypedDocumentString(`
    mutation LoginWithMfa($mfaToken: String!, $code: String!) {
  loginWithMfa(mfaToken: $mfaToken, code: $code) {
    token
    user {
      id
      roles
      login
      acceptedTerms
    }
  }
}
    `) as unknown as TypedDocumentString<LoginWithMfaMutation, LoginWithMfaMutationVariables>;
export const BeginSignInMfaEnrolmentDocument = new TypedDocumentString(`
    mutation BeginSignInMfaEnrolment($mfaToken: String!) {
  beginMfaEnrolment(mfaToken: $mfaToken) {
    secret
    qrCode
  }
}
    `) as unknown as TypedDocumentString<BeginSignInMfaEnrolmentMutation, BeginSignInMfaEnrolmentMutationVariables>;
export const ConfirmSignInMfaEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmSignInMfaEnrolment($code: String!, $mfaToken: String!) {
  confirmMfaEnrolment(code: $code, mfaToken: $mfaToken) {
    recoveryCodes
    session {
      token
      user {
        id
        roles
        login
        acceptedTerms
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmSignInMfaEnrolmentMutation, ConfirmSignInMfaEnrolmentMutationVariables>;
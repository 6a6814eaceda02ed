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

export type OAuthLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type OAuthLoginMutation = { oauthLogin: { token: string, user: { id: string, roles: Array<Role>, login: string, acceptedTerms: boolean } } };

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

export const OAuthLoginDocument = new TypedDocumentString(`
    mutation OAuthLogin {
  oauthLogin {
    token
    user {
      id
      roles
      login
      acceptedTerms
    }
  }
}
    `) as unknown as TypedDocumentString<OAuthLoginMutation, OAuthLoginMutationVariables>;
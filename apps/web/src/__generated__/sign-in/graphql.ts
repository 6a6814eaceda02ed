/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Either `login` or `email` carries the account's e-mail address (spec part 1 §7). */
export type LoginInput = {
  email?: string | null | undefined;
  login?: string | null | undefined;
  password: string;
  /**
   * A solved `loginChallenge`: the payload the ALTCHA widget gives (base64). Needed after a few
   * failed sign-ins with the login or from the address; until then it may be left out.
   */
  proofOfWork?: string | null | undefined;
};

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

/** An OpenID Connect provider of social sign-in (spec part 1 §2). */
export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

export type LoginMutationVariables = Exact<{
  loginData: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, roles: Array<Role>, login: string, acceptedTerms: boolean } } };

export type LoginChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginChallengeQuery = { loginChallenge: string };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { version: string, commit: string, hotline: string | null, privacyPolicyUrl: string, socialProviders: Array<SocialProvider>, ohifViewerUrl: string | null } };

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

export const LoginDocument = new TypedDocumentString(`
    mutation Login($loginData: LoginInput!) {
  login(loginData: $loginData) {
    token
    user {
      id
      roles
      login
      acceptedTerms
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoginChallengeDocument = new TypedDocumentString(`
    query LoginChallenge {
  loginChallenge
}
    `) as unknown as TypedDocumentString<LoginChallengeQuery, LoginChallengeQueryVariables>;
export const AppInfoDocument = new TypedDocumentString(`
    query AppInfo {
  appInfo {
    version
    commit
    hotline
    privacyPolicyUrl
    socialProviders
    ohifViewerUrl
  }
}
    `) as unknown as TypedDocumentString<AppInfoQuery, AppInfoQueryVariables>;
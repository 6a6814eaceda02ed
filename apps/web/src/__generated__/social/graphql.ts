/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * The doctor tab of /signup after a social sign-in of an unknown person (spec part 1 §4 "Signup":
 * social-account signup needs no password). The login is the account's e-mail address.
 */
export type OAuthDoctorSignupInput = {
  acceptTerms: boolean;
  firstName: string;
  lastName: string;
  /** The licence to practise (PWZ): 7 digits with their check digit. */
  licenseNumber: string;
  login: string;
  phoneNumber: string;
};

/** An OpenID Connect provider of social sign-in (spec part 1 §2). */
export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

export type ProfileSocialConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSocialConnectionsQuery = { currentUser: { id: string, socialConnections: Array<SocialProvider> }, appInfo: { socialProviders: Array<SocialProvider> } };

export type OAuthConnectAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type OAuthConnectAccountMutation = { oAuthConnectAccount: boolean };

export type OAuthSignupDoctorMutationVariables = Exact<{
  signupData: OAuthDoctorSignupInput;
}>;


export type OAuthSignupDoctorMutation = { oauthSignupDoctor: { email: string } };


export const ProfileSocialConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileSocialConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"socialConnections"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialProviders"}}]}}]}}]} as unknown as DocumentNode<ProfileSocialConnectionsQuery, ProfileSocialConnectionsQueryVariables>;
export const OAuthConnectAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OAuthConnectAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oAuthConnectAccount"}}]}}]} as unknown as DocumentNode<OAuthConnectAccountMutation, OAuthConnectAccountMutationVariables>;
export const OAuthSignupDoctorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OAuthSignupDoctor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signupData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthDoctorSignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthSignupDoctor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"signupData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signupData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<OAuthSignupDoctorMutation, OAuthSignupDoctorMutationVariables>;
/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation AcceptTerms {\n  acceptTerms {\n    id\n    acceptedTerms\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.LoginDocument,
    "mutation UpdatePreferences($newPreferences: PreferencesInput!) {\n  updatePreferences(newPreferences: $newPreferences) {\n    id\n    preferences {\n      mailNotifications\n    }\n  }\n}\n\nmutation ChangePassword($newPassword: String!) {\n  changePassword(newPassword: $newPassword)\n}\n\nmutation UpdateProfilePicture($fileId: ID!) {\n  updateProfilePicture(fileId: $fileId) {\n    id\n    profilePictureURL\n  }\n}\n\nmutation DeleteExistingProfilePicture {\n  deleteExistingProfilePicture {\n    id\n    profilePictureURL\n  }\n}": typeof types.UpdatePreferencesDocument,
    "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n  }\n}": typeof types.AppInfoDocument,
    "subscription CurrentUserUpdated {\n  currentUserUpdated {\n    ...CurrentUserFields\n  }\n}": typeof types.CurrentUserUpdatedDocument,
    "fragment CurrentUserFields on User {\n  id\n  login\n  roles\n  acceptedTerms\n  lastLoginDate\n  profilePictureURL\n  preferences {\n    mailNotifications\n  }\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n  branches {\n    id\n    name\n    color\n    ownBranch\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    ...CurrentUserFields\n  }\n}": typeof types.CurrentUserFieldsFragmentDoc,
    "mutation PrepareUpload($file: PrepareUploadInput!) {\n  prepareUpload(file: $file) {\n    fileId\n    uploadSignedURL\n  }\n}\n\nmutation ConfirmUpload($fileId: ID!) {\n  confirmUpload(fileId: $fileId) {\n    id\n    uri\n    fileType\n    name\n    mimeType\n    size\n    createdAt\n  }\n}\n\nquery GetDownloadURL($filePath: String!, $studyId: ID) {\n  getDownloadURL(filePath: $filePath, studyId: $studyId)\n}": typeof types.PrepareUploadDocument,
};
const documents: Documents = {
    "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation AcceptTerms {\n  acceptTerms {\n    id\n    acceptedTerms\n  }\n}\n\nmutation Logout {\n  logout\n}": types.LoginDocument,
    "mutation UpdatePreferences($newPreferences: PreferencesInput!) {\n  updatePreferences(newPreferences: $newPreferences) {\n    id\n    preferences {\n      mailNotifications\n    }\n  }\n}\n\nmutation ChangePassword($newPassword: String!) {\n  changePassword(newPassword: $newPassword)\n}\n\nmutation UpdateProfilePicture($fileId: ID!) {\n  updateProfilePicture(fileId: $fileId) {\n    id\n    profilePictureURL\n  }\n}\n\nmutation DeleteExistingProfilePicture {\n  deleteExistingProfilePicture {\n    id\n    profilePictureURL\n  }\n}": types.UpdatePreferencesDocument,
    "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n  }\n}": types.AppInfoDocument,
    "subscription CurrentUserUpdated {\n  currentUserUpdated {\n    ...CurrentUserFields\n  }\n}": types.CurrentUserUpdatedDocument,
    "fragment CurrentUserFields on User {\n  id\n  login\n  roles\n  acceptedTerms\n  lastLoginDate\n  profilePictureURL\n  preferences {\n    mailNotifications\n  }\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n  branches {\n    id\n    name\n    color\n    ownBranch\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    ...CurrentUserFields\n  }\n}": types.CurrentUserFieldsFragmentDoc,
    "mutation PrepareUpload($file: PrepareUploadInput!) {\n  prepareUpload(file: $file) {\n    fileId\n    uploadSignedURL\n  }\n}\n\nmutation ConfirmUpload($fileId: ID!) {\n  confirmUpload(fileId: $fileId) {\n    id\n    uri\n    fileType\n    name\n    mimeType\n    size\n    createdAt\n  }\n}\n\nquery GetDownloadURL($filePath: String!, $studyId: ID) {\n  getDownloadURL(filePath: $filePath, studyId: $studyId)\n}": types.PrepareUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation AcceptTerms {\n  acceptTerms {\n    id\n    acceptedTerms\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation AcceptTerms {\n  acceptTerms {\n    id\n    acceptedTerms\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePreferences($newPreferences: PreferencesInput!) {\n  updatePreferences(newPreferences: $newPreferences) {\n    id\n    preferences {\n      mailNotifications\n    }\n  }\n}\n\nmutation ChangePassword($newPassword: String!) {\n  changePassword(newPassword: $newPassword)\n}\n\nmutation UpdateProfilePicture($fileId: ID!) {\n  updateProfilePicture(fileId: $fileId) {\n    id\n    profilePictureURL\n  }\n}\n\nmutation DeleteExistingProfilePicture {\n  deleteExistingProfilePicture {\n    id\n    profilePictureURL\n  }\n}"): (typeof documents)["mutation UpdatePreferences($newPreferences: PreferencesInput!) {\n  updatePreferences(newPreferences: $newPreferences) {\n    id\n    preferences {\n      mailNotifications\n    }\n  }\n}\n\nmutation ChangePassword($newPassword: String!) {\n  changePassword(newPassword: $newPassword)\n}\n\nmutation UpdateProfilePicture($fileId: ID!) {\n  updateProfilePicture(fileId: $fileId) {\n    id\n    profilePictureURL\n  }\n}\n\nmutation DeleteExistingProfilePicture {\n  deleteExistingProfilePicture {\n    id\n    profilePictureURL\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CurrentUserUpdated {\n  currentUserUpdated {\n    ...CurrentUserFields\n  }\n}"): (typeof documents)["subscription CurrentUserUpdated {\n  currentUserUpdated {\n    ...CurrentUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUserFields on User {\n  id\n  login\n  roles\n  acceptedTerms\n  lastLoginDate\n  profilePictureURL\n  preferences {\n    mailNotifications\n  }\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n  branches {\n    id\n    name\n    color\n    ownBranch\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    ...CurrentUserFields\n  }\n}"): (typeof documents)["fragment CurrentUserFields on User {\n  id\n  login\n  roles\n  acceptedTerms\n  lastLoginDate\n  profilePictureURL\n  preferences {\n    mailNotifications\n  }\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n  branches {\n    id\n    name\n    color\n    ownBranch\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    ...CurrentUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrepareUpload($file: PrepareUploadInput!) {\n  prepareUpload(file: $file) {\n    fileId\n    uploadSignedURL\n  }\n}\n\nmutation ConfirmUpload($fileId: ID!) {\n  confirmUpload(fileId: $fileId) {\n    id\n    uri\n    fileType\n    name\n    mimeType\n    size\n    createdAt\n  }\n}\n\nquery GetDownloadURL($filePath: String!, $studyId: ID) {\n  getDownloadURL(filePath: $filePath, studyId: $studyId)\n}"): (typeof documents)["mutation PrepareUpload($file: PrepareUploadInput!) {\n  prepareUpload(file: $file) {\n    fileId\n    uploadSignedURL\n  }\n}\n\nmutation ConfirmUpload($fileId: ID!) {\n  confirmUpload(fileId: $fileId) {\n    id\n    uri\n    fileType\n    name\n    mimeType\n    size\n    createdAt\n  }\n}\n\nquery GetDownloadURL($filePath: String!, $studyId: ID) {\n  getDownloadURL(filePath: $filePath, studyId: $studyId)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
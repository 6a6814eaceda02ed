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
    "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nquery LoginChallenge {\n  loginChallenge\n}": typeof types.LoginDocument,
    "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n    socialProviders\n    ohifViewerUrl\n  }\n}": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nquery LoginChallenge {\n  loginChallenge\n}": types.LoginDocument,
    "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n    socialProviders\n    ohifViewerUrl\n  }\n}": types.AppInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($loginData: LoginInput!) {\n  login(loginData: $loginData) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nquery LoginChallenge {\n  loginChallenge\n}"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    version\n    commit\n    hotline\n    privacyPolicyUrl\n    socialProviders\n    ohifViewerUrl\n  }\n}"): typeof import('./graphql').AppInfoDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

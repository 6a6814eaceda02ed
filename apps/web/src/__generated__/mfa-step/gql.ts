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
    "mutation LoginWithMfa($mfaToken: String!, $code: String!) {\n  loginWithMfa(mfaToken: $mfaToken, code: $code) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation BeginSignInMfaEnrolment($mfaToken: String!) {\n  beginMfaEnrolment(mfaToken: $mfaToken) {\n    secret\n    qrCode\n  }\n}\n\nmutation ConfirmSignInMfaEnrolment($code: String!, $mfaToken: String!) {\n  confirmMfaEnrolment(code: $code, mfaToken: $mfaToken) {\n    recoveryCodes\n    session {\n      token\n      user {\n        id\n        roles\n        login\n        acceptedTerms\n      }\n    }\n  }\n}": typeof types.LoginWithMfaDocument,
};
const documents: Documents = {
    "mutation LoginWithMfa($mfaToken: String!, $code: String!) {\n  loginWithMfa(mfaToken: $mfaToken, code: $code) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation BeginSignInMfaEnrolment($mfaToken: String!) {\n  beginMfaEnrolment(mfaToken: $mfaToken) {\n    secret\n    qrCode\n  }\n}\n\nmutation ConfirmSignInMfaEnrolment($code: String!, $mfaToken: String!) {\n  confirmMfaEnrolment(code: $code, mfaToken: $mfaToken) {\n    recoveryCodes\n    session {\n      token\n      user {\n        id\n        roles\n        login\n        acceptedTerms\n      }\n    }\n  }\n}": types.LoginWithMfaDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginWithMfa($mfaToken: String!, $code: String!) {\n  loginWithMfa(mfaToken: $mfaToken, code: $code) {\n    token\n    user {\n      id\n      roles\n      login\n      acceptedTerms\n    }\n  }\n}\n\nmutation BeginSignInMfaEnrolment($mfaToken: String!) {\n  beginMfaEnrolment(mfaToken: $mfaToken) {\n    secret\n    qrCode\n  }\n}\n\nmutation ConfirmSignInMfaEnrolment($code: String!, $mfaToken: String!) {\n  confirmMfaEnrolment(code: $code, mfaToken: $mfaToken) {\n    recoveryCodes\n    session {\n      token\n      user {\n        id\n        roles\n        login\n        acceptedTerms\n      }\n    }\n  }\n}"): typeof import('./graphql').LoginWithMfaDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

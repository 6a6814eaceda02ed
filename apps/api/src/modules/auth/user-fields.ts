/**
 * The User fields that are not read off the users row: each is resolved by the module that owns
 * it (a loader or a resolver). Every module's `objectResolvers<'User', …>` names them all, so the
 * row check (typed-resolvers.ts) covers exactly the fields GraphQL reads off the row.
 */
export type UserFieldsResolvedApart =
  | 'contact'
  | 'branches'
  | 'profilePictureURL'
  | 'suspendedUntil'
  | 'mfaEnabled'
  | 'mfaRequired'
  | 'socialConnections';

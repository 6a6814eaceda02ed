import type { ApolloCache, Reference } from '@apollo/client';

/** Drops the caller's answered invitation to a council from the cached list (badge, tab). */
export function forgetInvite(cache: ApolloCache, councilId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      getMyCouncilInvites: (existing: readonly Reference[] = [], { readField }) =>
        existing.filter((invite) => readField('councilId', invite) !== councilId),
    },
  });
}

/** Drops a member from a cached council (the founder removed them). */
export function forgetMember(cache: ApolloCache, councilId: string, doctorId: string): void {
  cache.modify({
    id: cache.identify({ __typename: 'Council', id: councilId }),
    fields: {
      councilMembers: (existing: readonly unknown[] = [], { readField }) =>
        existing.filter(
          (member) => readField('id', (member as { doctor: Reference }).doctor) !== doctorId,
        ) as never,
    },
  });
}

/** The caller's list of councils joined is asked again the next time it is shown. */
export function forgetParticipations(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'getMyCouncilParticipations' });
  cache.gc();
}

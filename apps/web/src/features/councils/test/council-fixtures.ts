import type { MockLink } from '@apollo/client/testing';
import {
  CouncilPostsDocument,
  CouncilViewDocument,
  MyCouncilInvitesDocument,
  MyCouncilParticipationsDocument,
  MyCouncilsDocument,
  type CouncilDetailsFragment,
  type CouncilDoctorFragment,
  type CouncilInviteRowFragment,
  type CouncilPostRowFragment,
  type CouncilStudyFragment,
  type CouncilSummaryFragment,
} from '../../../__generated__/councils/graphql';
import { CurrentUserDocument, type CurrentUserQuery } from '../../../__generated__/graphql';
import { firstPostsPage } from '../components/council-discussion';

/** An object as the API answers it: with the `__typename` the cache needs. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

export const OLD_DATE = '2026-03-10T09:00:00.000Z';

export function buildDoctor(
  id: string,
  firstName: string,
  lastName: string,
  contactId = `c${id}`,
): CouncilDoctorFragment {
  return typed('Doctor', {
    id,
    isFacility: false,
    contact: typed('Contact', { id: contactId, firstName, lastName, companyName: null }),
  });
}

/** The founder (doctor 1, contact c1) and a member (doctor 2, contact c2). */
export const FOUNDER = buildDoctor('1', 'Anna', 'Nowak');
export const MEMBER = buildDoctor('2', 'Piotr', 'Zieliński');

/** A member; the founder is the caller unless told otherwise. */
export function member(doctor: CouncilDoctorFragment, owner = false, isCaller = owner) {
  return typed('CouncilMember', { owner, isCaller, joinedAt: OLD_DATE, doctor });
}

export function buildCouncil(
  overrides: Partial<CouncilSummaryFragment> = {},
): CouncilSummaryFragment {
  return typed('Council', {
    id: '9',
    name: 'Złamanie żuchwy',
    createdAt: OLD_DATE,
    isOwner: true,
    invitedMemberEmail: [],
    councilMembers: [member(FOUNDER, true), member(MEMBER)],
    ...overrides,
  });
}

export function buildStudy(overrides: Partial<CouncilStudyFragment> = {}): CouncilStudyFragment {
  return typed('Study', {
    id: '77',
    studyDate: OLD_DATE,
    patient: typed('Patient', {
      id: '5',
      contact: typed('Contact', { firstName: 'Jan', lastName: 'Kowalski' }),
    }),
    studyType: typed('StudyType', { id: '3', name: 'Pantomogram' }),
    ...overrides,
  });
}

export function buildDetails(
  overrides: Partial<CouncilDetailsFragment> = {},
): CouncilDetailsFragment {
  return { ...buildCouncil(), studies: [buildStudy()], ...overrides };
}

export function buildInvite(
  overrides: Partial<CouncilInviteRowFragment> = {},
): CouncilInviteRowFragment {
  return typed('CouncilInvite', {
    id: '41',
    councilId: '9',
    councilName: 'Złamanie żuchwy',
    email: 'jan.kowalski@example.com',
    createdAt: OLD_DATE,
    invitedBy: FOUNDER,
    ...overrides,
  });
}

export function buildPost(overrides: Partial<CouncilPostRowFragment> = {}): CouncilPostRowFragment {
  return typed('CouncilPost', {
    id: '100',
    content: 'Proszę o opinię.',
    createdAt: OLD_DATE,
    author: FOUNDER,
    ...overrides,
  });
}

/** The 'existing' tab's two queries: the councils founded and those joined. */
export function myCouncils(
  owned: CouncilSummaryFragment[],
  joined: CouncilSummaryFragment[] = [],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: MyCouncilsDocument },
      result: { data: { getMyCouncils: owned } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MyCouncilParticipationsDocument },
      result: { data: { getMyCouncilParticipations: joined } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

export function myInvites(
  invites: CouncilInviteRowFragment[],
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: MyCouncilInvitesDocument },
    result: { data: { getMyCouncilInvites: invites } },
    maxUsageCount,
  };
}

export function councilView(council: CouncilDetailsFragment): MockLink.MockedResponse {
  return {
    request: { query: CouncilViewDocument, variables: { id: council.id } },
    result: { data: { council } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function councilPosts(
  councilId: string,
  items: CouncilPostRowFragment[],
): MockLink.MockedResponse {
  return {
    request: { query: CouncilPostsDocument, variables: firstPostsPage(councilId) },
    result: {
      data: {
        councilPosts: typed('CouncilPostsPage', { total: items.length, hasMore: false, items }),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The signed-in user, whose account shares the contact `contactId` with their doctor record. */
export function currentUser(contactId: string): MockLink.MockedResponse {
  const user: CurrentUserQuery['currentUser'] = typed('User', {
    id: '7',
    login: 'jan.kowalski@example.com',
    roles: ['Doctor'],
    acceptedTerms: true,
    lastLoginDate: null,
    profilePictureURL: null,
    preferences: typed('Preferences', { mailNotifications: true }),
    contact: typed('Contact', {
      id: contactId,
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: null,
    }),
    branches: [],
  });
  return {
    request: { query: CurrentUserDocument },
    result: { data: { currentUser: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

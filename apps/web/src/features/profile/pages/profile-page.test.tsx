import type { Role } from '@portal/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserDocument } from '../../../__generated__/graphql';
import { I18nextTexts } from '../../../shared/i18n/i18next-texts';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { ProfilePage } from './profile-page';

beforeAll(initTestI18n);

function renderProfile(role: Role) {
  // The page's privacy link reads its texts from the app's text context.
  const page = (
    <I18nextTexts>
      <ProfilePage />
    </I18nextTexts>
  );
  return renderPage(page, {
    route: '/profile',
    path: '/profile',
    role,
    mocks: [
      {
        request: { query: CurrentUserDocument },
        result: {
          data: {
            currentUser: {
              __typename: 'User',
              id: '7',
              login: 'jan.kowalski@example.com',
              roles: [role],
              acceptedTerms: true,
              lastLoginDate: null,
              profilePictureURL: null,
              preferences: { __typename: 'Preferences', mailNotifications: true },
              contact: {
                __typename: 'Contact',
                id: '11',
                firstName: 'Jan',
                lastName: 'Kowalski',
                companyName: null,
              },
              branches: [],
            },
          },
        },
      },
    ],
  });
}

describe('ProfilePage', () => {
  it(
    'offers the profile data to a role without a doctor profile',
    async () => {
      renderProfile('Registration');
      expect(await screen.findByRole('heading', { name: 'Dane profilu' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Pieczątka' })).toBeNull();
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it(
    'does not show the profile data to a Doctor, who has the stamp instead',
    async () => {
      renderProfile('Doctor');
      expect(await screen.findByRole('heading', { name: 'Pieczątka' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Dane profilu' })).toBeNull();
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

import type { Role } from '@portal/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnreadMessagesCountDocument } from '../../__generated__/messages/graphql';
import { sessionStore } from '../../shared/auth/session-store';
import { I18nextTexts } from '../../shared/i18n/i18next-texts';
import { PAGE_TEST_TIMEOUT_MS, renderPage, signInAs } from '../../test/render-page';
import { initTestI18n } from '../../test/render-with-providers';
import { TopBar } from './top-bar';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const ignore = () => undefined;

function renderTopBar(role: Role) {
  signInAs(role);
  const session = sessionStore.get()!;
  return renderPage(
    // The language switcher's texts come as the app gives them.
    <I18nextTexts>
      <TopBar
        session={session}
        user={null}
        branches={[]}
        currentBranch={null}
        menuOpen={false}
        onMenuToggle={ignore}
        onBranchChange={ignore}
        onRoleChange={ignore}
        onLogout={ignore}
      />
    </I18nextTexts>,
    {
      route: '/',
      path: '/',
      mocks: [
        {
          request: { query: UnreadMessagesCountDocument },
          result: { data: { unreadMessagesCount: 4 } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    },
  );
}

describe('TopBar', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it.each(['Doctor', 'DentalOffice', 'Laboratory'] as const)(
    'gives %s the messages badge',
    async (role) => {
      renderTopBar(role);
      expect(
        (await screen.findByRole('link', { name: 'Nieprzeczytane wiadomości: 4' })).getAttribute(
          'href',
        ),
      ).toBe('/messages');
    },
  );

  it.each(['Admin', 'Technician', 'Patient'] as const)('gives %s no messages badge', (role) => {
    renderTopBar(role);
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /wiadomości/i })).toBeNull();
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCouncilPostDocument,
  CouncilViewDocument,
  InviteDoctorsToCouncilDocument,
  RemoveDoctorFromCouncilDocument,
} from '../../../__generated__/councils/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import {
  buildCouncil,
  buildDetails,
  buildPost,
  councilPosts,
  councilView,
  currentUser,
  FOUNDER,
  member,
  MEMBER,
} from '../test/council-fixtures';
import { CouncilViewPage } from './council-view-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function setUp(mocks: MockLink.MockedResponse[]) {
  return renderPage(<CouncilViewPage />, {
    route: '/councils/view/9',
    path: '/councils/view/:id',
    mocks,
    role: 'Doctor',
    otherRoutes: [
      { path: '/councils', element: <span>councils list</span> },
      { path: '/studies/view/:id', element: <span>study page</span> },
    ],
  });
}

describe('CouncilViewPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the founder the council with invite, remove and withdraw', async () => {
    const council = buildDetails({ invitedMemberEmail: ['ewa@example.com'] });
    const { user } = setUp([
      councilView(council),
      councilPosts('9', []),
      currentUser('c1'),
      {
        request: {
          query: InviteDoctorsToCouncilDocument,
          variables: { councilId: '9', doctorEmail: ['olek@example.com'] },
        },
        result: {
          data: {
            inviteDoctorsToCouncil: buildCouncil({
              invitedMemberEmail: ['ewa@example.com', 'olek@example.com'],
            }),
          },
        },
      },
      {
        request: {
          query: RemoveDoctorFromCouncilDocument,
          variables: { councilId: '9', doctorId: '2' },
        },
        result: { data: { removeDoctorFromCouncil: true } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Złamanie żuchwy' })).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Członkowie' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(within(members).getByText('Założyciel')).toBeTruthy();
    // Names link nowhere: the referring roles open no doctor pages.
    expect(within(members).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opuść konsylium' })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Kowalski Jan · Pantomogram · 10.03.2026' })
        .getAttribute('href'),
    ).toBe('/studies/view/77');
    expect(screen.getByText('ewa@example.com')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Wycofaj zaproszenie: ewa@example.com' }),
    ).toBeTruthy();

    // Inviting: none is refused, a list is sent.
    await user.click(screen.getByRole('button', { name: 'Zaproś' }));
    expect(await screen.findByText('Podaj co najmniej jeden adres e-mail')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Adresy e-mail' }),
      'olek@example.com{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Zaproś' }));
    expect(await screen.findByText('Wysłano zaproszenia: 1.')).toBeTruthy();
    expect(await screen.findByText('olek@example.com')).toBeTruthy();

    // Removing a member, after a confirmation.
    await user.click(screen.getByRole('button', { name: 'Usuń z konsylium: Zieliński Piotr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć członka konsylium?' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto z konsylium: Zieliński Piotr.')).toBeTruthy();
    await waitFor(() => expect(within(members).getAllByRole('listitem')).toHaveLength(1));
  });

  it('lets a member leave with their own doctor id', async () => {
    const council = buildDetails({
      isOwner: false,
      invitedMemberEmail: [],
      councilMembers: [member(FOUNDER, true, false), member(MEMBER, false, true)],
    });
    const { router, user } = setUp([
      councilView(council),
      councilPosts('9', []),
      currentUser(MEMBER.contact.id),
      {
        request: {
          query: RemoveDoctorFromCouncilDocument,
          variables: { councilId: '9', doctorId: MEMBER.id },
        },
        result: { data: { removeDoctorFromCouncil: true } },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Złamanie żuchwy' });
    expect(screen.queryByRole('button', { name: 'Zaproś' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Usuń z konsylium/ })).toBeNull();
    const leave = screen.getByRole('button', { name: 'Opuść konsylium' });
    await waitFor(() => expect(leave.hasAttribute('disabled')).toBe(false));
    await user.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Opuścić konsylium?' });
    await user.click(within(dialog).getByRole('button', { name: 'Opuść konsylium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/councils'));
    expect(await screen.findByText('Opuszczono konsylium „Złamanie żuchwy”.')).toBeTruthy();
  });

  it('shows the discussion oldest first and appends a new post', async () => {
    const { user } = setUp([
      councilView(buildDetails()),
      councilPosts('9', [
        buildPost(),
        buildPost({ id: '101', content: 'Widzę szczelinę.', author: MEMBER }),
      ]),
      currentUser('c1'),
      {
        request: {
          query: AddCouncilPostDocument,
          variables: { councilId: '9', content: 'Zgadzam się.' },
        },
        result: {
          data: {
            addCouncilPost: buildPost({
              id: '102',
              content: 'Zgadzam się.',
              author: FOUNDER,
              createdAt: '2026-03-12T09:00:00.000Z',
            }),
          },
        },
      },
    ]);
    const posts = await screen.findByRole('list', { name: 'Wpisy' });
    expect(
      within(posts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nowak Anna · 10.03.2026 10:00Proszę o opinię.',
      'Zieliński Piotr · 10.03.2026 10:00Widzę szczelinę.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Treść wpisu jest wymagana')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Twój wpis' }), 'Zgadzam się.');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(within(posts).getAllByRole('listitem')).toHaveLength(3));
    expect(within(posts).getAllByRole('listitem')[2]!.textContent).toContain('Zgadzam się.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Twój wpis' }).value).toBe('');
  });

  it('says when the council is not found', async () => {
    setUp([
      {
        request: { query: CouncilViewDocument, variables: { id: '9' } },
        error: new CombinedGraphQLErrors({
          errors: [{ message: 'Nie znaleziono', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
    ]);
    expect(await screen.findByText('Nie znaleziono konsylium.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy konsyliów' }).getAttribute('href')).toBe(
      '/councils',
    );
  });
});

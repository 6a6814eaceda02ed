import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateDoctorCommentDocument,
  DeleteDoctorCommentsDocument,
  DoctorCommentsDocument,
  UpdateDoctorCommentDocument,
  type DoctorCommentFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildComment } from '../../test/doctor-view-fixtures';
import { DoctorCommentsTab } from './doctor-comments-tab';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function listed(comments: DoctorCommentFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: DoctorCommentsDocument, variables: { doctorId: '21' } },
    result: { data: { doctorComments: comments } },
  };
}

function setUp(mocks: MockLink.MockedResponse[]) {
  return renderPage(<DoctorCommentsTab doctorId="21" />, {
    route: '/doctors/view/21?tab=comments',
    path: '/doctors/view/:id',
    role: 'Manager',
    mocks,
  });
}

const theirs = buildComment();
const mine = buildComment({
  id: '502',
  title: 'Moja uwaga',
  content: 'Oddzwonić w piątek.',
  createdAt: '2026-03-03T09:00:00.000Z',
  updatedAt: '2026-03-03T09:00:00.000Z',
  mine: true,
  version: 2,
  createdBy: {
    ...theirs.createdBy,
    id: '7',
    contact: { ...theirs.createdBy.contact, id: '70', firstName: 'Jan', lastName: 'Kowalski' },
  },
});

function itemOf(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  return heading.closest('li')!;
}

describe('DoctorCommentsTab', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the comments as sent, newest first, with author and date', async () => {
    setUp([listed([mine, theirs])]);
    const list = await screen.findByRole('list', { name: 'Komentarze o lekarzu' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Moja uwaga', 'Telefon']);
    expect(within(itemOf('Telefon')).getByText(/Autor: Manager Ewa/).textContent).toContain(
      '02.03.2026 10:00',
    );
  });

  it("offers edit and delete only on the viewer's own comments", async () => {
    setUp([listed([mine, theirs])]);
    await screen.findByRole('list', { name: 'Komentarze o lekarzu' });
    expect(
      within(itemOf('Moja uwaga')).getByRole('button', { name: 'Edytuj komentarz' }),
    ).toBeTruthy();
    expect(
      within(itemOf('Moja uwaga')).getByRole('button', { name: 'Usuń komentarz' }),
    ).toBeTruthy();
    expect(
      within(itemOf('Telefon')).queryByRole('button', { name: 'Edytuj komentarz' }),
    ).toBeNull();
    expect(within(itemOf('Telefon')).queryByRole('button', { name: 'Usuń komentarz' })).toBeNull();
  });

  it("says 'Brak komentarzy.' when there are none", async () => {
    setUp([listed([])]);
    expect(await screen.findByText('Brak komentarzy.')).toBeTruthy();
  });

  it('says the comments failed to load', async () => {
    setUp([
      {
        request: { query: DoctorCommentsDocument, variables: { doctorId: '21' } },
        error: new Error('network down'),
      },
    ]);
    expect(await screen.findByText('Nie udało się załadować komentarzy.')).toBeTruthy();
  });

  it('sends a new comment only with some content, then shows it', async () => {
    const added = buildComment({
      id: '503',
      title: '',
      content: 'Nowy gabinet od maja.',
      mine: true,
    });
    const { user } = setUp([
      listed([]),
      {
        request: {
          query: CreateDoctorCommentDocument,
          variables: { doctorId: '21', comment: { title: '', content: 'Nowy gabinet od maja.' } },
        },
        result: { data: { createComment: added } },
      },
      listed([added]),
    ]);
    await screen.findByText('Brak komentarzy.');
    const form = screen.getByRole('form', { name: 'Nowy komentarz' });
    const send = within(form).getByRole('button', { name: 'Wyślij' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Treść' }), '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(form).getByRole('textbox', { name: 'Treść' }));
    await user.type(within(form).getByRole('textbox', { name: 'Treść' }), 'Nowy gabinet od maja.');
    await user.click(send);
    expect(await screen.findByText('Komentarz został dodany')).toBeTruthy();
    expect(await screen.findByText('Nowy gabinet od maja.', { selector: 'li *' })).toBeTruthy();
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Treść' }).value).toBe(
      '',
    );
  });

  it('edits the own comment with the version it shows', async () => {
    const { user } = setUp([
      listed([mine, theirs]),
      {
        request: {
          query: UpdateDoctorCommentDocument,
          variables: {
            id: '502',
            comment: { title: 'Moja uwaga', content: 'Oddzwonić w poniedziałek.' },
            version: 2,
          },
        },
        result: {
          data: {
            updateComment: { ...mine, content: 'Oddzwonić w poniedziałek.', version: 3 },
          },
        },
      },
    ]);
    await screen.findByRole('list', { name: 'Komentarze o lekarzu' });
    await user.click(
      within(itemOf('Moja uwaga')).getByRole('button', { name: 'Edytuj komentarz' }),
    );
    const form = screen.getByRole('form', { name: 'Edycja komentarza' });
    const content = within(form).getByRole('textbox', { name: 'Treść' });
    await user.clear(content);
    await user.type(content, 'Oddzwonić w poniedziałek.');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    // The saved text is the comment's once the form has closed (while it is open, the field's
    // own text would be found too).
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edycja komentarza' })).toBeNull(),
    );
    expect(within(itemOf('Moja uwaga')).getByText('Oddzwonić w poniedziałek.')).toBeTruthy();
  });

  it('deletes the own comment after a confirmation', async () => {
    const { user } = setUp([
      listed([mine, theirs]),
      {
        request: { query: DeleteDoctorCommentsDocument, variables: { ids: ['502'] } },
        result: { data: { deleteComments: 1 } },
      },
      listed([theirs]),
    ]);
    await screen.findByRole('list', { name: 'Komentarze o lekarzu' });
    await user.click(within(itemOf('Moja uwaga')).getByRole('button', { name: 'Usuń komentarz' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć komentarz?' });
    expect(dialog.textContent).toContain('Moja uwaga');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń komentarz' }));
    expect(await screen.findByText('Komentarz został usunięty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Moja uwaga' })).toBeNull());
  });
});

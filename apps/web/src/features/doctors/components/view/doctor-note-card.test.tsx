import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DoctorViewDocument,
  UpdateDoctorViewNoteDocument,
} from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildDoctorView } from '../../test/doctor-view-fixtures';
import { DoctorNoteCard } from './doctor-note-card';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const STALE = {
  message: 'Ten rekord został w międzyczasie zmieniony przez kogoś innego.',
  extensions: { code: 'STALE_VERSION', currentVersion: 5 },
};

describe('DoctorNoteCard', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the note read-only to those who may not change it', () => {
    renderPage(
      <DoctorNoteCard doctor={buildDoctorView({ note: 'Stały klient.' })} canEdit={false} />,
      {
        route: '/doctors/view/21',
        path: '/doctors/view/:id',
        role: 'Registration',
      },
    );
    expect(screen.getByText('Stały klient.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edytuj notatkę' })).toBeNull();
  });

  it('saves with the version edited; a stale one keeps the text and reloads on request', async () => {
    const doctor = buildDoctorView({ note: 'Stary tekst.', version: 4 });
    const fresh = buildDoctorView({ note: 'Tekst kolegi.', version: 5 });
    const { user } = renderPage(<DoctorNoteCard doctor={doctor} canEdit />, {
      route: '/doctors/view/21',
      path: '/doctors/view/:id',
      role: 'Technician',
      mocks: [
        {
          request: {
            query: UpdateDoctorViewNoteDocument,
            variables: { id: '21', note: 'Nowy tekst.', version: 4 },
          },
          result: { errors: [STALE] },
        },
        {
          request: { query: DoctorViewDocument, variables: { id: '21' } },
          result: { data: { doctor: fresh } },
        },
        {
          request: {
            query: UpdateDoctorViewNoteDocument,
            variables: { id: '21', note: 'Tekst kolegi. I mój.', version: 5 },
          },
          result: {
            data: {
              updateDoctorNote: {
                __typename: 'Doctor',
                id: '21',
                note: 'Tekst kolegi. I mój.',
                version: 6,
                updatedAt: '2026-03-05T10:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Edytuj notatkę' }));
    const field = screen.getByRole('textbox', { name: 'Notatka' });
    await user.clear(field);
    await user.type(field, 'Nowy tekst.');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const alert = await screen.findByText(STALE.message);
    expect((field as HTMLTextAreaElement).value).toBe('Nowy tekst.');

    await user.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Odśwież' }),
    );
    const reloaded = await screen.findByDisplayValue('Tekst kolegi.');
    await user.type(reloaded, ' I mój.');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Notatka została zapisana')).toBeTruthy();
  });
});

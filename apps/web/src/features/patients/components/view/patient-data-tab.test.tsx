import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PatientStudyLinksDocument,
  RevokePatientStudyLinkDocument,
  SendPatientStudiesLinkDocument,
  type PatientFieldsFragment,
  type PatientStudyLinkFieldsFragment,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildPatient } from '../../test/patient-fixtures';
import { PatientDataTab } from './patient-data-tab';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const SEND = 'Wyślij link z badaniami';
const consenting = (overrides: Parameters<typeof buildPatient>[0] = {}) => {
  const patient = buildPatient(overrides);
  return { ...patient, consents: { ...patient.consents, sending: true } };
};

/** A link as activeStudyLinks answers it, with the `__typename` the cache needs. */
function buildLink(
  overrides: Partial<PatientStudyLinkFieldsFragment> = {},
): PatientStudyLinkFieldsFragment {
  return {
    __typename: 'PatientStudyLink',
    id: '501',
    sentTo: 'anna.nowak@example.com',
    source: 'Staff',
    sentBy: 'Jan Kowalski',
    createdAt: '2026-03-02T08:30:00.000Z',
    expiresAt: '2026-03-09T08:30:00.000Z',
    lastUsedAt: null,
    ...overrides,
  } as PatientStudyLinkFieldsFragment;
}

function linksMock(links: PatientStudyLinkFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: PatientStudyLinksDocument, variables: { id: '41' } },
    result: { data: { patient: { __typename: 'Patient', id: '41', activeStudyLinks: links } } },
  };
}

function setUp(
  patient: PatientFieldsFragment,
  mocks: MockLink.MockedResponse[],
  role: Role = 'Registration',
) {
  return renderPage(<PatientDataTab patient={patient} />, {
    route: '/patients/view/41',
    path: '/patients/view/:id',
    mocks,
    role,
  });
}

describe('PatientDataTab: studies links (issue 18)', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it.each<Role>(['Registration', 'Technician', 'Manager', 'Admin'])(
    'offers %s to send the studies link and lists the links',
    async (role) => {
      setUp(consenting(), [linksMock([])], role);
      expect(await screen.findByRole('button', { name: SEND })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Linki do wyników' })).toBeTruthy();
      expect(await screen.findByText('Brak aktywnych linków')).toBeTruthy();
    },
  );

  it.each<Role>(['Doctor', 'Coordinator'])(
    'shows %s neither the button nor the links',
    async (role) => {
      setUp(consenting(), [], role);
      await screen.findByRole('heading', { name: 'Kontakt' });
      expect(screen.queryByRole('button', { name: SEND })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Linki do wyników' })).toBeNull();
    },
  );

  it('sends the link, says so with the masked address and reads the links again', async () => {
    const sent = vi.fn();
    const { user } = setUp(consenting(), [
      linksMock([]),
      {
        request: {
          query: SendPatientStudiesLinkDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return variables.id === '41';
          },
        },
        delay: 400,
        result: {
          data: {
            sendPatientStudiesLink: {
              __typename: 'StudiesLinkSent',
              sentTo: 'a***@example.com',
              expiresAt: '2026-12-04T16:15:00.000Z',
            },
          },
        },
      },
      linksMock([buildLink({ sentTo: 'anna.nowak@example.com' })]),
    ]);
    await screen.findByText('Brak aktywnych linków');
    const button = screen.getByRole('button', { name: SEND });
    await user.click(button);
    // Off while sending.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(await screen.findByText('Link z badaniami został wysłany do pacjenta')).toBeTruthy();
    expect(
      screen.getByText('Adres: a***@example.com. Link jest ważny do 04.12.2026 17:15.'),
    ).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ id: '41' });
    // The list is read again and shows the new link.
    const table = await screen.findByRole('table', { name: 'Aktywne linki do wyników' });
    expect(within(table).getByText('anna.nowak@example.com')).toBeTruthy();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('warns, and keeps the button off, when the patient has no e-mail address', async () => {
    setUp(consenting({ contact: { emailAddresses: [] } }), [linksMock([])]);
    const button = await screen.findByRole('button', { name: SEND });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const warning = screen.getByText(
      'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku z badaniami.',
    );
    expect(button.getAttribute('aria-describedby')).toBe(warning.closest('[id]')?.id);
  });

  it('warns, and keeps the button off, without the consent to results by e-mail', async () => {
    setUp(buildPatient(), [linksMock([])]);
    const button = await screen.findByRole('button', { name: SEND });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(
        'Pacjent nie wyraził zgody na wysyłanie wyników e-mailem, więc nie można wysłać mu linku z badaniami.',
      ),
    ).toBeTruthy();
  });

  it('lists the active links with how each came to be and when it was last used', async () => {
    setUp(consenting(), [
      linksMock([
        buildLink({ id: '1', sentTo: 'a@example.com', source: 'Staff', sentBy: 'Jan Kowalski' }),
        buildLink({
          id: '2',
          sentTo: 'b@example.com',
          source: 'Patient',
          sentBy: null,
          lastUsedAt: '2026-03-03T10:00:00.000Z',
        }),
        buildLink({ id: '3', sentTo: 'c@example.com', source: 'Description', sentBy: null }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Aktywne linki do wyników' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'wysłany przez: Jan Kowalski',
      'na prośbę pacjenta',
      'wysłany automatycznie po opisaniu badania',
    ]);
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first[2]?.textContent).toBe('02.03.2026 09:30');
    expect(first[3]?.textContent).toBe('09.03.2026 09:30');
    expect(first[4]?.textContent).toBe('nigdy nie użyty');
    expect(within(rows[1]!).getAllByRole('cell')[4]?.textContent).toBe('03.03.2026 11:00');
  });

  it('revokes a link only after a confirmation, then reads the links again', async () => {
    const revoked = vi.fn();
    const { user } = setUp(consenting(), [
      linksMock([buildLink()]),
      {
        request: {
          query: RevokePatientStudyLinkDocument,
          variables: (variables: Record<string, unknown>) => {
            revoked(variables);
            return variables.id === '501';
          },
        },
        result: { data: { revokePatientStudyLink: true } },
      },
      linksMock([]),
    ]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Unieważnij link wysłany na adres anna.nowak@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unieważnić link do wyników?' });
    expect(within(dialog).getByText(/anna\.nowak@example\.com przestanie działać/)).toBeTruthy();
    expect(revoked).not.toHaveBeenCalled();

    // Cancelling revokes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', {
        name: 'Unieważnij link wysłany na adres anna.nowak@example.com',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Unieważnić link do wyników?' });
    await user.click(within(again).getByRole('button', { name: 'Unieważnij link' }));
    expect(await screen.findByText('Link do wyników został unieważniony.')).toBeTruthy();
    expect(revoked).toHaveBeenCalledWith({ id: '501' });
    expect(await screen.findByText('Brak aktywnych linków')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

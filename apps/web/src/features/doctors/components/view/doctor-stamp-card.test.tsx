import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DoctorViewDocument,
  RemoveDoctorViewStampDocument,
  SetDoctorViewStampDocument,
  type DoctorViewFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { chooseFile, fakeImagesAndCanvas } from '../../../../test/fake-stamp-image';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { DoctorViewPage } from '../../pages/doctor-view-page';
import { buildDoctorView } from '../../test/doctor-view-fixtures';

const upload = vi.fn();
vi.mock('../../../../shared/files/use-file-upload', () => ({
  useFileUpload: () => ({ upload, progress: {} }),
}));

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  upload.mockReset();
  vi.restoreAllMocks();
});

const STAMP = { __typename: 'StampImage', id: 'f-1', uri: '/api/storage/files/f-1?sig=x' };
type Stamp = typeof STAMP;

function withStamp(stampImage: Stamp | null, overrides: Partial<DoctorViewFieldsFragment> = {}) {
  return buildDoctorView({
    stampImage: stampImage as DoctorViewFieldsFragment['stampImage'],
    ...overrides,
  });
}

/** What the stamp mutations answer: the doctor's id and new stamp. */
const stamped = (stampImage: Stamp | null) => ({ __typename: 'Doctor', id: '21', stampImage });

function setUp(doctor: DoctorViewFieldsFragment, mocks: MockLink.MockedResponse[], role: Role) {
  const base = doctor.isFacility ? '/facilities' : '/doctors';
  return renderPage(<DoctorViewPage />, {
    route: `${base}/view/${doctor.id}`,
    path: `${base}/view/:id`,
    role,
    mocks: [
      {
        request: { query: DoctorViewDocument, variables: { id: doctor.id } },
        result: { data: { doctor } },
      },
      ...mocks,
    ],
  });
}

const stampCard = async () => screen.findByRole('region', { name: 'Pieczątka' });

describe('DoctorStampCard', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lets a Manager set the stamp: cropped, uploaded as a DoctorStamp, set for this doctor', async () => {
    fakeImagesAndCanvas();
    upload.mockResolvedValue({ id: 'f-2' });
    const sent = vi.fn(() => true);
    const { user, container } = setUp(
      withStamp(null),
      [
        {
          request: { query: SetDoctorViewStampDocument, variables: sent },
          result: { data: { updateStampPicture: stamped({ ...STAMP, id: 'f-2', uri: '/f-2' }) } },
        },
      ],
      'Manager',
    );
    const card = await stampCard();
    expect(within(card).getByText('Brak pieczątki')).toBeTruthy();
    expect(within(card).getByText(/Bez niej lekarz nie może wystawiać skierowań/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Ustaw pieczątkę' })).toBeTruthy();
    await chooseFile(container, new File(['png'], 'skan.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przytnij pieczątkę' });
    const save = within(dialog).getByRole('button', { name: 'Zapisz pieczątkę' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    expect(await screen.findByText('Pieczątka została ustawiona')).toBeTruthy();
    const [file, target] = upload.mock.calls[0] as [File, { fileType: string }];
    expect([file.name, file.type, target.fileType]).toEqual([
      'skan.jpg',
      'image/jpeg',
      'DoctorStamp',
    ]);
    expect(sent).toHaveBeenCalledWith({ fileId: 'f-2', doctorId: '21' });
    // The answer updates the cached doctor: the page shows the new stamp.
    const image = await within(card).findByRole('img', { name: 'Pieczątka lekarza' });
    expect(image.getAttribute('src')).toBe('/f-2');
    expect(within(card).getByRole('button', { name: 'Zmień pieczątkę' })).toBeTruthy();
  });

  it("lets an Admin remove an office's stamp after a confirmation", async () => {
    const { user } = setUp(
      withStamp(STAMP, { isFacility: true }),
      [
        {
          request: { query: RemoveDoctorViewStampDocument, variables: { doctorId: '21' } },
          result: { data: { deleteExistingStampPicture: stamped(null) } },
        },
      ],
      'Admin',
    );
    const card = await stampCard();
    const image = within(card).getByRole('img', { name: 'Pieczątka gabinetu' });
    expect(image.getAttribute('src')).toBe(STAMP.uri);
    await user.click(within(card).getByRole('button', { name: 'Usuń pieczątkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź usunięcie' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('img', { name: 'Pieczątka gabinetu' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Usuń pieczątkę' }));
    const again = await screen.findByRole('dialog', { name: 'Potwierdź usunięcie' });
    await user.click(within(again).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Pieczątka została usunięta')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByRole('img')).toBeNull());
    expect(within(card).getByText('Brak pieczątki')).toBeTruthy();
    // Once the dialog has gone (the page is hidden from the reader while it is open).
    expect(await within(card).findByRole('button', { name: 'Ustaw pieczątkę' })).toBeTruthy();
  });

  it('shows a Technician the stamp, with nothing to change it', async () => {
    setUp(withStamp(STAMP), [], 'Technician');
    const card = await stampCard();
    expect(within(card).getByRole('img', { name: 'Pieczątka lekarza' })).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.querySelector('input[type="file"]')).toBeNull();
  });
});

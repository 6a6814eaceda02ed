import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CurrentDoctorStampDocument,
  DeleteExistingStampPictureDocument,
  UpdateStampPictureDocument,
} from '../../../__generated__/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { chooseFile, fakeImagesAndCanvas } from '../../../test/fake-stamp-image';
import { initTestI18n } from '../../../test/render-with-providers';
import { StampCard } from './stamp-card';

const upload = vi.fn();
vi.mock('../../../shared/files/use-file-upload', () => ({
  useFileUpload: () => ({ upload, progress: {} }),
}));

beforeAll(initTestI18n);
afterEach(() => {
  upload.mockReset();
  vi.restoreAllMocks();
});

const STAMP = { __typename: 'StampImage', id: 'f-1', uri: '/api/storage/files/f-1?sig=x' };

function doctorWith(stampImage: typeof STAMP | null) {
  return { __typename: 'Doctor', id: '7', stampImage };
}

function current(stampImage: typeof STAMP | null, doctor = true): MockLink.MockedResponse {
  return {
    request: { query: CurrentDoctorStampDocument },
    result: { data: { currentDoctor: doctor ? doctorWith(stampImage) : null } },
  };
}

function renderCard(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  const view = render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <SnackbarProvider>
        <ApolloProvider client={client}>
          <StampCard />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null }), view };
}

describe('StampCard', () => {
  it('says a referral needs a stamp while there is none', async () => {
    renderCard([current(null)]);
    expect(await screen.findByText(/Bez niej nie można wystawiać skierowań/)).toBeTruthy();
    expect(screen.getByText('Brak pieczątki')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wybierz obraz pieczątki' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pieczątka' })).toBeTruthy();
  });

  it('tells an account without a doctor profile that it has no stamp', async () => {
    renderCard([current(null, false)]);
    expect(
      await screen.findByText(
        'Twoje konto nie ma profilu lekarza, więc nie można ustawić pieczątki.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /obraz pieczątki/ })).toBeNull();
  });

  it('shows the stamp, and removes it after a confirmation', async () => {
    const { user } = renderCard([
      current(STAMP),
      {
        request: { query: DeleteExistingStampPictureDocument },
        result: { data: { deleteExistingStampPicture: doctorWith(null) } },
      },
    ]);
    const image = await screen.findByRole('img', { name: 'Twoja pieczątka' });
    expect(image.getAttribute('src')).toBe(STAMP.uri);
    await user.click(screen.getByRole('button', { name: 'Usuń pieczątkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź usunięcie' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Pieczątka została usunięta')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Twoja pieczątka' })).toBeNull());
    expect(screen.getByText('Brak pieczątki')).toBeTruthy();
  });

  it('crops a chosen image with labelled zoom and rotation sliders', async () => {
    fakeImagesAndCanvas();
    const { view } = renderCard([current(null)]);
    await screen.findByText('Brak pieczątki');
    await chooseFile(view.container, new File(['png'], 'stamp.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przytnij pieczątkę' });
    const zoom = within(dialog).getByRole('slider', { name: 'Powiększenie' });
    const rotation = within(dialog).getByRole('slider', { name: 'Obrót' });
    await waitFor(() => expect(zoom.hasAttribute('disabled')).toBe(false));
    expect([zoom.getAttribute('aria-valuemin'), zoom.getAttribute('aria-valuemax')]).toEqual([
      '0.1',
      '2',
    ]);
    expect([
      rotation.getAttribute('aria-valuemin'),
      rotation.getAttribute('aria-valuemax'),
    ]).toEqual(['-90', '90']);
    expect(rotation.getAttribute('aria-valuetext')).toBe('0 stopni');
    expect(within(dialog).getByRole('img', { name: /Podgląd pieczątki/ })).toBeTruthy();
  });

  it('uploads the crop as a JPEG DoctorStamp and sets it', async () => {
    fakeImagesAndCanvas();
    upload.mockResolvedValue({ id: 'f-2' });
    const sent = vi.fn(() => true);
    const { user, view } = renderCard([
      current(null),
      {
        request: { query: UpdateStampPictureDocument, variables: sent },
        result: {
          data: { updateStampPicture: doctorWith({ ...STAMP, id: 'f-2', uri: '/f-2' }) },
        },
      },
    ]);
    await screen.findByText('Brak pieczątki');
    await chooseFile(view.container, new File(['png'], 'moja.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przytnij pieczątkę' });
    const save = within(dialog).getByRole('button', { name: 'Zapisz pieczątkę' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    expect(await screen.findByText('Pieczątka została ustawiona')).toBeTruthy();
    const [file, target] = upload.mock.calls[0] as [File, { fileType: string }];
    expect([file.name, file.type, target.fileType]).toEqual([
      'moja.jpg',
      'image/jpeg',
      'DoctorStamp',
    ]);
    expect(sent).toHaveBeenCalledWith({ fileId: 'f-2' });
    expect((await screen.findByRole('img', { name: 'Twoja pieczątka' })).getAttribute('src')).toBe(
      '/f-2',
    );
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PatientStudiesApp, type PatientStudiesRoute } from './patient-studies-app';
import { PATIENT_STUDIES_NAMESPACES, patientStudiesTexts } from './patient-studies-texts';

// The proof-of-work widget needs web workers: here it solves at once.
vi.mock('../../shared/bot-protection/proof-of-work-challenge', async () => {
  const { useEffect } = await import('react');
  return {
    default: function SolvedChallenge({ onSolved }: { onSolved: (payload: string) => void }) {
      useEffect(() => onSolved('solved-proof'), [onSolved]);
      return null;
    },
  };
});

const TOKEN = 'A'.repeat(43);
const VALID_PESEL = '44051401359';

const STUDIES = {
  patientName: 'Zofia Nowak',
  patientBirthDate: '1944-05-14',
  // 14:30 in Warsaw (winter, UTC+1).
  expiresAt: '2030-01-14T13:30:00.000Z',
  sentTo: 'z***@example.com',
  studies: [
    {
      id: '12',
      studyDate: '2029-12-03T09:00:00.000Z',
      studyType: 'Tomografia CBCT',
      is3D: true,
      branchName: 'Warszawa Mokotów',
      archiveUrl: '/api/patient-studies/12/archive',
      files: [
        {
          id: '1',
          name: 'opis.pdf',
          kind: 'Description',
          mimeType: 'application/pdf',
          size: 120_000,
          url: '/api/patient-studies/files/1',
          previewUrl: '/api/patient-studies/files/1?inline=1',
          viewerUrl: null,
        },
        {
          id: '2',
          name: 'zdjecie.jpg',
          kind: 'Image',
          mimeType: 'image/jpeg',
          size: 2_500_000,
          url: '/api/patient-studies/files/2',
          previewUrl: '/api/patient-studies/files/2?inline=1',
          viewerUrl: null,
        },
        {
          id: '3',
          name: 'seria.dcm',
          kind: 'Image',
          mimeType: 'application/dicom',
          size: 40_000_000,
          url: '/api/patient-studies/files/3',
          previewUrl: '/api/patient-studies/files/3?inline=1',
          viewerUrl: '/api/patient-studies/files/3/viewer',
        },
      ],
    },
  ],
};

const refusal = (code: string, message: string) => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

type Answer = Record<string, unknown>;

/** The API as the page meets it: each operation's answers, in turn (the last one repeats). */
function stubApi(answers: Record<string, Answer[]>) {
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(init.body as string) as { query: string };
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '';
    const queue = answers[operation] ?? [{ data: { appInfo: { hotline: null } } }];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (operation: string) =>
    fetch.mock.calls
      .map(([, init]) => JSON.parse(init.body as string) as { query: string; variables: unknown })
      .filter(({ query }) => new RegExp(`\\b${operation}\\b`).test(query));
  return { fetch, calls };
}

function renderPage(token: string | null = null, route: PatientStudiesRoute = 'studies') {
  render(
    <PatientStudiesApp
      initialLang="pl"
      textsLoaded={patientStudiesTexts.preload('pl', PATIENT_STUDIES_NAMESPACES)}
      namespaces={PATIENT_STUDIES_NAMESPACES}
      route={route}
      token={token}
    />,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/patient-studies?lang=pl'));
afterEach(() => vi.unstubAllGlobals());

const noSession = refusal('PATIENT_SESSION_REQUIRED', 'Zaloguj się linkiem z wiadomości.');

/**
 * The public patient results page (issue 18 §1; spec part 1 §2 /patient-studies,
 * /patient-studies-logout) with the real locale files and no i18next (ADR 0033).
 */
describe('PatientStudiesApp', () => {
  it('asks for a link and answers with the same neutral confirmation', async () => {
    const { calls } = stubApi({
      PatientStudies: [noSession],
      SendStudiesLink: [{ data: { sendStudiesLink: true } }],
      PatientStudiesHotline: [{ data: { appInfo: { hotline: '+48 22 123 45 67' } } }],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const ssn = await screen.findByLabelText(/^PESEL lub numer dokumentu/);
    // The help: the hotline and the opening hours.
    expect(await screen.findByRole('link', { name: '+48 22 123 45 67' })).toBeTruthy();
    expect(screen.getByText('poniedziałek–piątek: 08:00–20:00')).toBeTruthy();
    expect(screen.getByText('sobota: 09:00–15:00')).toBeTruthy();

    // Nothing accepted yet: the terms' message, at the checkbox.
    await user.type(ssn, VALID_PESEL);
    await user.type(screen.getByLabelText(/^Adres e-mail/), 'zofia@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Akceptacja tego pola jest wymagana')).toBeTruthy();
    expect(calls('sendStudiesLink')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    const heading = await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/Jeśli dane zgadzają się z danymi pacjenta/)).toBeTruthy();
    expect(calls('sendStudiesLink')[0]!.variables).toEqual({
      ssn: VALID_PESEL,
      email: 'zofia@example.com',
      acceptTerms: true,
      proofOfWork: 'solved-proof',
    });
  });

  it("shows the server's refusal of a field at the field", async () => {
    stubApi({
      PatientStudies: [noSession],
      SendStudiesLink: [
        {
          data: null,
          errors: [
            {
              message: 'Nieprawidłowy adres e-mail',
              extensions: {
                code: 'BAD_USER_INPUT',
                validationErrors: [{ path: 'email', message: 'Nieprawidłowy adres e-mail' }],
              },
            },
          ],
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(await screen.findByLabelText(/^PESEL lub numer dokumentu/), VALID_PESEL);
    await user.type(screen.getByLabelText(/^Adres e-mail/), 'zofia@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    const email = screen.getByLabelText(/^Adres e-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Nieprawidłowy adres e-mail')).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  it('opens a mailed link with the number and lists the studies with their files', async () => {
    window.history.replaceState(null, '', `/patient-studies?token=${TOKEN}&lang=pl`);
    const { calls } = stubApi({
      OpenPatientStudies: [{ data: { openPatientStudies: STUDIES } }],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(TOKEN);

    // With a token: no e-mail field and no proof of work; no session is asked for.
    await user.type(await screen.findByLabelText(/^PESEL lub numer dokumentu/), VALID_PESEL);
    expect(screen.queryByLabelText(/^Adres e-mail/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));

    const heading = await screen.findByRole('heading', { name: 'Badania pacjenta: Zofia Nowak' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls('patientStudies')).toHaveLength(0);
    expect(calls('openPatientStudies')[0]!.variables).toEqual({
      token: TOKEN,
      ssn: VALID_PESEL,
      acceptTerms: true,
    });
    // The token leaves the address bar.
    expect(window.location.search).toBe('?lang=pl');
    expect(screen.getByText('Data urodzenia: 14.05.1944')).toBeTruthy();
    expect(screen.getByText('Dostęp ważny do 14.01.2030 14:30')).toBeTruthy();

    const card = screen.getByRole('article', { name: /Tomografia CBCT/ });
    expect(within(card).getByText('3D')).toBeTruthy();
    expect(within(card).getByText('Data badania: 03.12.2029')).toBeTruthy();
    expect(within(card).getByText('Placówka: Warszawa Mokotów')).toBeTruthy();
    const archive = within(card).getByRole('link', { name: 'Pobierz badanie' });
    expect(archive.getAttribute('href')).toBe('/api/patient-studies/12/archive');
    expect(archive.hasAttribute('download')).toBe(true);
    expect(within(card).getByRole('link', { name: 'Pobierz opis' }).getAttribute('href')).toBe(
      '/api/patient-studies/files/1',
    );
    expect(
      within(card).getByRole('link', { name: 'Pobierz plik zdjecie.jpg' }).getAttribute('href'),
    ).toBe('/api/patient-studies/files/2');
    expect(within(card).getByText('Obraz · 2,5 MB')).toBeTruthy();
    // A PDF opens in a new tab, DICOM in the built-in viewer's dialog (e2e: patient-studies.spec).
    const pdf = within(card).getByRole('link', { name: /^Podgląd pliku opis\.pdf/ });
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(
      within(card)
        .getByRole('button', { name: 'Podgląd pliku seria.dcm' })
        .getAttribute('aria-haspopup'),
    ).toBe('dialog');
    // The external viewer only for the file the server offers it for.
    const viewer = within(card).getByRole('link', {
      name: /^Otwórz plik seria\.dcm w przeglądarce DICOM/,
    });
    expect(viewer.getAttribute('href')).toBe('/api/patient-studies/files/3/viewer');
    expect(within(card).getAllByRole('link', { name: /przeglądarce DICOM/ })).toHaveLength(1);

    expect(screen.getByRole('link', { name: 'Wyloguj' }).getAttribute('href')).toBe(
      '/patient-studies-logout?lang=pl',
    );

    await user.click(within(card).getByRole('button', { name: 'Podgląd pliku zdjecie.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'zdjecie.jpg' });
    const image = within(dialog).getByRole('img');
    expect(image.getAttribute('src')).toBe('/api/patient-studies/files/2?inline=1');
    expect(image.getAttribute('alt')).toBe(
      'Obraz zdjecie.jpg z badania Tomografia CBCT z dnia 03.12.2029',
    );
  });

  it('shows a wrong number at the field', async () => {
    stubApi({
      OpenPatientStudies: [refusal('CONFLICT', 'Numer nie zgadza się z danymi pacjenta.')],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(TOKEN);
    const ssn = await screen.findByLabelText(/^PESEL lub numer dokumentu/);
    await user.type(ssn, VALID_PESEL);
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));
    expect(await screen.findByText('Numer nie zgadza się z danymi pacjenta.')).toBeTruthy();
    expect(ssn.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an empty list', async () => {
    stubApi({ PatientStudies: [{ data: { patientStudies: { ...STUDIES, studies: [] } } }] });
    renderPage();
    expect(
      await screen.findByText(
        'Nie ma jeszcze dostępnych wyników. Powiadomimy Cię e-mailem, gdy będą gotowe.',
      ),
    ).toBeTruthy();
  });

  it('warns of an expired session and sends a new link to its address', async () => {
    const { calls } = stubApi({
      PatientStudies: [refusal('LINK_EXPIRED', 'Link do wyników wygasł.')],
      ResendStudiesLink: [
        {
          data: {
            resendStudiesLink: {
              sentTo: 'z***@example.com',
              expiresAt: '2030-01-21T13:30:00.000Z',
            },
          },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dostęp do wyników wygasł' })).toBeTruthy();
    expect(screen.getByText('Link do wyników wygasł.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wyślij nowy link' }));
    expect(await screen.findByText('Nowy link wysłaliśmy na adres z***@example.com.')).toBeTruthy();
    // The warning stays.
    expect(screen.getByText('Link do wyników wygasł.')).toBeTruthy();
    expect(calls('resendStudiesLink')[0]!.variables).toEqual({ token: null });
  });

  it('resends an expired mailed link by its token', async () => {
    const { calls } = stubApi({
      OpenPatientStudies: [refusal('LINK_EXPIRED', 'Link do wyników wygasł.')],
      ResendStudiesLink: [
        {
          data: {
            resendStudiesLink: {
              sentTo: 'z***@example.com',
              expiresAt: '2030-01-21T13:30:00.000Z',
            },
          },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(TOKEN);
    await user.type(await screen.findByLabelText(/^PESEL lub numer dokumentu/), VALID_PESEL);
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));
    await user.click(await screen.findByRole('button', { name: 'Wyślij nowy link' }));
    expect(await screen.findByText('Nowy link wysłaliśmy na adres z***@example.com.')).toBeTruthy();
    expect(calls('resendStudiesLink')[0]!.variables).toEqual({ token: TOKEN });
  });

  it('turns to the expired warning when the access runs out while the list is shown', async () => {
    const soon = new Date(Date.now() + 300).toISOString();
    stubApi({ PatientStudies: [{ data: { patientStudies: { ...STUDIES, expiresAt: soon } } }] });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Badania pacjenta: Zofia Nowak' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Dostęp do wyników wygasł' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyślij nowy link' })).toBeTruthy();
  });

  it('says a revoked link no longer works and leads back to the request form', async () => {
    stubApi({
      OpenPatientStudies: [refusal('LINK_REVOKED', 'Link do wyników został unieważniony.')],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(TOKEN);
    await user.type(await screen.findByLabelText(/^PESEL lub numer dokumentu/), VALID_PESEL);
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));
    expect(await screen.findByText('Link do wyników został unieważniony.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Poproś o nowy link' }));
    expect(await screen.findByLabelText(/^Adres e-mail/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyślij link' })).toBeTruthy();
  });

  it('shows a revoked session above the request form', async () => {
    stubApi({
      PatientStudies: [refusal('LINK_REVOKED', 'Link do wyników został unieważniony.')],
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Link do wyników został unieważniony.',
    );
    expect(screen.getByLabelText(/^Adres e-mail/)).toBeTruthy();
  });

  it('ends the session on the logout page', async () => {
    const { calls } = stubApi({
      EndPatientStudiesSession: [{ data: { endPatientStudiesSession: true } }],
    });
    renderPage(null, 'logout');
    const heading = await screen.findByRole('heading', { name: 'Wylogowano' });
    expect(heading).toBeTruthy();
    expect(calls('endPatientStudiesSession')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Wróć do strony wyników' }).getAttribute('href')).toBe(
      '/patient-studies?lang=pl',
    );
  });
});

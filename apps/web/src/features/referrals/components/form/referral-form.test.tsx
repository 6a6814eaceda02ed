import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { warsawToday } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddReferralDocument } from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildIssuer, buildReferral, STUDY_TYPES } from '../../test/referral-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import type { IssuerOption } from '../issuer-picker';
import { ReferralForm, type ReferralIssuing } from './referral-form';
import { newReferralValues } from './referral-form-values';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

interface SetUp {
  role?: Role;
  issuing: ReferralIssuing;
  picked?: IssuerOption | null;
  mocks?: MockLink.MockedResponse[];
  onSaved?: () => void;
}

function setUp({ role = 'Doctor', issuing, picked = null, mocks = [], onSaved = vi.fn() }: SetUp) {
  return renderPage(
    <ReferralForm
      initialValues={newReferralValues(null, picked)}
      studyTypes={STUDY_TYPES}
      issuing={issuing}
      pendrivePrice="40.00"
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
    { route: '/referals/add', path: '/referals/add', role, mocks },
  );
}

const OWN_WITH_STAMP: ReferralIssuing = { pick: false, fixed: buildIssuer(), own: true };
const submit = () => screen.getByRole('button', { name: 'Wystaw skierowanie' });
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const isDisabled = (element: HTMLElement) => (element as HTMLInputElement).disabled;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe('ReferralForm', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  describe('media types', () => {
    it('keeps Online ticked and locked, and prices the Pendrive', async () => {
      const { user } = setUp({ issuing: OWN_WITH_STAMP });
      const online = checkbox('Portal lekarza') as HTMLInputElement;
      expect(online.checked).toBe(true);
      expect(online.disabled).toBe(true);
      const pendrive = checkbox('Pendrive (+40 PLN)') as HTMLInputElement;
      expect(pendrive.checked).toBe(false);
      expect(pendrive.disabled).toBe(false);
      const disc = checkbox('Płyta CD') as HTMLInputElement;
      await user.click(disc);
      expect(disc.checked).toBe(true);
      expect(online.checked).toBe(true);
      expect(screen.getByText('Portal lekarza jest zawsze wybrany.')).toBeTruthy();
    });
  });

  describe('the issuer and their stamp', () => {
    it('names the own issuer and leaves the form usable when they have a stamp', () => {
      setUp({ issuing: OWN_WITH_STAMP });
      expect(screen.getByText('Kowalczyk Magdalena')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(isDisabled(checkbox('Pantomogram'))).toBe(false);
      expect(isDisabled(submit())).toBe(false);
    });

    it('locks the whole form and links to the profile when the own issuer has no stamp', () => {
      setUp({
        issuing: { pick: false, fixed: buildIssuer({ hasStamp: false }), own: true },
      });
      const banner = screen.getByRole('alert');
      expect(banner.textContent).toContain('Najpierw ustaw pieczątkę na stronie profilu.');
      expect(
        within(banner).getByRole('link', { name: 'Przejdź do profilu' }).getAttribute('href'),
      ).toBe('/profile');
      for (const name of ['Pantomogram', 'Płyta CD', 'Prośba o opis']) {
        expect(
          isDisabled(
            screen.getByRole(name === 'Prośba o opis' ? 'switch' : 'checkbox', {
              name,
            }),
          ),
        ).toBe(true);
      }
      expect(isDisabled(screen.getByRole('combobox', { name: 'Pacjent' }))).toBe(true);
      expect(isDisabled(screen.getByRole('textbox', { name: 'Cel badania' }))).toBe(true);
      expect(isDisabled(submit())).toBe(true);
    });

    it('says why nothing can be issued without a doctor profile', () => {
      setUp({ role: 'DescribingDoctor', issuing: { pick: false, fixed: null, own: true } });
      expect(screen.getByRole('alert').textContent).toContain('Twoje konto nie ma profilu lekarza');
      expect(isDisabled(checkbox('Pantomogram'))).toBe(true);
      expect(isDisabled(submit())).toBe(true);
    });

    it('lets the desk pick another doctor when the one picked has no stamp', () => {
      setUp({
        role: 'Registration',
        issuing: { pick: true, fixed: null, own: false },
        picked: buildIssuer({ hasStamp: false }),
      });
      expect(screen.getByRole('alert').textContent).toContain(
        'Lekarz Kowalczyk Magdalena nie ma pieczątki.',
      );
      expect(isDisabled(screen.getByRole('combobox', { name: 'Lekarz kierujący' }))).toBe(false);
      expect(isDisabled(checkbox('Pantomogram'))).toBe(true);
      expect(isDisabled(submit())).toBe(true);
    });
  });

  describe('saving', () => {
    it('issues a referral for a patient entered on the form, the PESEL filling birth date and gender', async () => {
      const onSaved = vi.fn();
      const saved = buildReferral({ id: '777' });
      const { user } = setUp({
        issuing: OWN_WITH_STAMP,
        onSaved,
        mocks: [
          {
            request: {
              query: AddReferralDocument,
              variables: {
                newReferal: {
                  patient: null,
                  newPatient: {
                    contact: {
                      firstName: 'Anna',
                      lastName: 'Nowak',
                      ssn: '85010112345',
                      gender: 'Female',
                      birthDate: '1985-01-01',
                      phoneNumbers: [],
                      emailAddresses: ['anna.nowak@example.com'],
                    },
                    registrationDate: warsawToday(),
                    ssnIsPesel: true,
                  },
                  referalToStudyTypes: [
                    { studyType: '1', remarks: null, studySubTypes: ['Dziecko'] },
                  ],
                  mediaTypes: ['Online', 'Pendrive'],
                  description: 'Kontrola',
                  remarks: null,
                  requestDescription: true,
                  sendSchedulingEmail: true,
                },
              },
            },
            result: { data: { addReferal: saved } },
          },
        ],
      });
      await user.click(screen.getByRole('radio', { name: 'Nowy pacjent' }));
      await user.type(screen.getByRole('textbox', { name: 'Imię' }), 'Anna');
      await user.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Nowak');
      await user.type(screen.getByRole('textbox', { name: 'PESEL' }), '85010112345');
      await user.tab();
      await waitFor(() =>
        expect(isChecked(screen.getByRole('radio', { name: 'Kobieta' }))).toBe(true),
      );
      await user.type(
        screen.getByRole('textbox', { name: 'Adres e-mail' }),
        'anna.nowak@example.com',
      );
      await user.click(checkbox('Pantomogram'));
      await user.click(
        within(screen.getByRole('group', { name: 'Pantomogram' })).getByRole('checkbox', {
          name: 'Dziecko',
        }),
      );
      await user.click(checkbox('Pendrive (+40 PLN)'));
      await user.click(screen.getByRole('switch', { name: 'Prośba o opis' }));
      await user.type(screen.getByRole('textbox', { name: 'Cel badania' }), 'Kontrola');
      await user.click(
        screen.getByRole('switch', { name: 'Wyślij pacjentowi link do umówienia wizyty' }),
      );
      await user.click(submit());
      expect(await screen.findByText('Skierowanie utworzone pomyślnie!')).toBeTruthy();
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '777' }));
    });

    it('asks for a study type and a patient before sending anything', async () => {
      const { user } = setUp({ issuing: OWN_WITH_STAMP });
      await user.click(submit());
      expect(await screen.findByText('Wybierz przynajmniej jeden typ badania')).toBeTruthy();
      expect(screen.getByText('Pacjent jest wymagany')).toBeTruthy();
    });
  });
});

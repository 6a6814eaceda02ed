import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SendPatientStudiesLinkDocument,
  StudyEditorDocument,
  StudyPatientStudiesLinkReadinessDocument,
  type StudyEditorFieldsFragment,
} from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { StudyViewPage } from '../pages/study-record-page';
import { SendStudiesLinkAction } from './send-studies-link-action';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const SEND = 'Wyślij link z badaniami';

function readinessMock({
  emails = ['anna.nowak@example.com'],
  sending = true,
} = {}): MockLink.MockedResponse {
  return {
    request: { query: StudyPatientStudiesLinkReadinessDocument, variables: { id: '41' } },
    result: {
      data: {
        patient: {
          __typename: 'Patient',
          id: '41',
          contact: { __typename: 'PatientContact', emailAddresses: emails },
          consents: {
            __typename: 'PatientConsents',
            rodo: true,
            woman: false,
            dataProcessing: true,
            sending,
          },
        },
      },
    },
  };
}

function renderAction(mocks: MockLink.MockedResponse[]) {
  return renderPage(<SendStudiesLinkAction patientId="41" />, {
    route: '/studies/view/101',
    path: '/studies/view/:id',
    mocks,
    role: 'Registration',
  });
}

/** The study as StudyEditor answers it, with the `__typename`s the cache needs. */
function buildStudy(): StudyEditorFieldsFragment {
  return {
    __typename: 'Study',
    id: '101',
    studyDate: '2026-03-02T08:30:00.000Z',
    status: 'Performed',
    version: 1,
    studyType: {
      __typename: 'StudyType',
      id: '3',
      name: 'Pantomogram',
      is3D: false,
      timeToDescribe: 48,
      studyTypeRadiologies: [],
    },
    patient: {
      __typename: 'Patient',
      id: '41',
      contact: {
        __typename: 'PatientContact',
        firstName: 'Anna',
        lastName: 'Nowak',
        ssn: '85041212345',
        birthDate: '1985-04-12',
        gender: 'Female',
      },
    },
    performer: null,
    branch: { __typename: 'Branch', id: '1', name: 'Warszawa Mokotów' },
    leadingDoctor: null,
    leadingDoctorBranch: null,
    supportingDoctors: [],
    describers: [],
    descriptionRequestComment: null,
    importantInformation: null,
    internalInformation: null,
    incognitoDescription: false,
    urgentDescription: false,
    comparisonDescription: false,
    hidden: false,
    externalReferal: false,
    notifyLeaderAndSupportingDoctors: false,
    notifyDoctorsAboutDescription: false,
    notifyDescribers: false,
    radiology: null,
    referalId: null,
    appointmentId: null,
    hasDescription: false,
    deadline: null,
    createdAt: '2026-03-02T08:30:00.000Z',
    updatedAt: '2026-03-02T08:30:00.000Z',
    createdBy: null,
    updatedBy: null,
    canEdit: false,
    canDelete: false,
    canShare: false,
  } as StudyEditorFieldsFragment;
}

describe('SendStudiesLinkAction (issue 18)', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('mails the link and says so, with the masked address, off while sending', async () => {
    const sent = vi.fn();
    const { user } = renderAction([
      readinessMock(),
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
    ]);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: SEND });
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(await screen.findByText('Link z badaniami został wysłany do pacjenta')).toBeTruthy();
    expect(
      screen.getByText('Adres: a***@example.com. Link jest ważny do 04.12.2026 17:15.'),
    ).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ id: '41' });
  });

  it.each([
    [
      'no e-mail address',
      { emails: [] },
      'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku z badaniami.',
    ],
    [
      'no consent to results by e-mail',
      { sending: false },
      'Pacjent nie wyraził zgody na wysyłanie wyników e-mailem, więc nie można wysłać mu linku z badaniami.',
    ],
  ])('is off, saying why, when the patient has %s', async (_case, patient, reason) => {
    renderAction([readinessMock(patient)]);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: SEND });
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy());
    expect(button.disabled).toBe(true);
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(reason);
  });
});

describe('the study view offers the studies link', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  const study: MockLink.MockedResponse = {
    request: { query: StudyEditorDocument, variables: { id: '101' } },
    result: { data: { study: buildStudy() } },
  };

  it.each<[Role, boolean]>([
    ['Registration', true],
    ['Technician', true],
    ['Doctor', false],
    ['Coordinator', false],
  ])('to %s: %s', async (role, shown) => {
    renderPage(<StudyViewPage />, {
      route: '/studies/view/101',
      path: '/studies/view/:id',
      mocks: [study, readinessMock()],
      role,
    });
    // The study has arrived once its title's actions are there or its content is.
    await screen.findByRole('heading', { level: 1 });
    if (shown) expect(await screen.findByRole('button', { name: SEND })).toBeTruthy();
    else {
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expect(screen.queryByRole('button', { name: SEND })).toBeNull();
    }
  });
});

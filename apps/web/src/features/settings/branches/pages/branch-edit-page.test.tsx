import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SaveBranchDocument, SettingsBranchDocument } from '../../../../__generated__/graphql';
import { initTestI18n } from '../../../../test/render-with-providers';
import { branch, renderBranches, type Mock } from '../test/render-branches';
import { BranchAddPage } from './branch-add-page';
import { BranchEditPage } from './branch-edit-page';

const STALE =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

const read = (answer: unknown, maxUsageCount = 1): Mock => ({
  request: { query: SettingsBranchDocument, variables: { id: '5' } },
  result: { data: { branch: answer } },
  maxUsageCount,
});

const edit = (mocks: Mock[]) =>
  renderBranches(
    '/settings/branches/edit/:id',
    <BranchEditPage />,
    mocks,
    '/settings/branches/edit/5',
  );

const saved = (input: Record<string, unknown>) => ({
  name: 'Mokotów',
  color: '#2e7d32',
  ownBranch: true,
  region: 'mazowieckie',
  address: null,
  phoneNumbers: [],
  emailAddresses: [],
  devices: [
    { id: '51', name: 'CBCT 1', deviceType: 'CBCT', radiationGroups: ['3D'], enabled: true },
  ],
  ...input,
});

beforeAll(async () => {
  await initTestI18n();
});

describe('BranchEditPage', { timeout: 30_000 }, () => {
  it('says so for an id that names no branch', async () => {
    edit([read(null)]);
    expect(await screen.findByText('Nie znaleziono filii o identyfikatorze 5.')).toBeDefined();
  });

  it('keeps the input of a stale save, reloads on request, then saves the version it reloaded', async () => {
    const renamed = branch('5', 'Mokotów Nowy', { version: 2 });
    edit([
      read(branch('5', 'Mokotów')),
      read(renamed),
      {
        request: {
          query: SaveBranchDocument,
          variables: { branch: saved({ id: '5', version: 1, name: 'Mokotów 2' }) },
        },
        result: {
          errors: [{ message: STALE, extensions: { code: 'STALE_VERSION', currentVersion: 2 } }],
        },
      },
      {
        request: {
          query: SaveBranchDocument,
          variables: { branch: saved({ id: '5', version: 2, name: 'Mokotów 3' }) },
        },
        result: { data: { saveBranch: { ...renamed, name: 'Mokotów 3', version: 3 } } },
      },
    ]);
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Nazwa\W*$/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mokotów 2');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(STALE)).toBeDefined();
    expect(name.value).toBe('Mokotów 2');
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    await waitFor(() => expect(name.value).toBe('Mokotów Nowy'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Mokotów 3');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('list')).toBeDefined();
  });

  it('asks before removing a saved device', async () => {
    edit([read(branch('5', 'Mokotów'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń CBCT 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć urządzenie CBCT 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń urządzenie' }));
    await waitFor(() =>
      expect(screen.getByText('Ta filia nie ma jeszcze urządzeń.')).toBeDefined(),
    );
  });
});

describe('BranchAddPage', { timeout: 30_000 }, () => {
  it('checks the form with the domain rules and shows the server refusal at its field', async () => {
    renderBranches(
      '/settings/branches/add',
      <BranchAddPage />,
      [
        {
          request: {
            query: SaveBranchDocument,
            variables: {
              branch: {
                name: 'Wola',
                color: '#1976d2',
                ownBranch: true,
                region: null,
                address: null,
                phoneNumbers: [],
                emailAddresses: [],
                devices: [
                  { name: 'Pan 1', deviceType: 'CBCT', radiationGroups: [], enabled: true },
                ],
              },
            },
          },
          result: {
            errors: [
              {
                message: 'Typu urządzenia CBCT nie ma w konfiguracji aplikacji',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  validationErrors: [
                    {
                      path: 'devices.0.deviceType',
                      message: 'Typu urządzenia CBCT nie ma w konfiguracji aplikacji',
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
      '/settings/branches/add',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: /^Nazwa\W*$/ }), 'Wola');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj urządzenie' }));
    await userEvent.type(screen.getByLabelText(/^Nazwa urządzenia/), 'Pan 1');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Typu urządzenia CBCT nie ma w konfiguracji aplikacji'),
    ).toBeDefined();
  });
});

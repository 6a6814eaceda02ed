import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DoctorViewStatisticsDocument } from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildPeriodCounts, buildStatistics } from '../../test/doctor-view-fixtures';
import { DoctorStatsTab } from './doctor-stats-tab';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const request = { query: DoctorViewStatisticsDocument, variables: { id: '21' } };

function setUp(result: { data?: unknown; errors?: unknown[] }) {
  return renderPage(<DoctorStatsTab doctorId="21" />, {
    route: '/doctors/view/21?tab=stats',
    path: '/doctors/view/:id',
    role: 'Manager',
    mocks: [{ request, result } as never],
  });
}

/** The text with its non-breaking spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('DoctorStatsTab', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the value in PLN without decimals, the counts of each period and the last login', async () => {
    setUp({
      data: {
        doctorStatistics: buildStatistics({
          studiesValue: '12345.67',
          studiesCount: 42,
          logins: buildPeriodCounts(2, 9, 30),
          studies2D: buildPeriodCounts(1, 4, 11),
          studies3D: buildPeriodCounts(0, 2, 5),
          lastLoginDate: '2026-03-01T08:00:00.000Z',
        }),
      },
    });
    const value = await screen.findByText(/^12\s346\s*zł$/);
    expect(plain(value.textContent)).toBe('12 346 zł');
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('01.03.2026 09:00')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Badania 3D/ });
    expect(row.textContent).toBe('Badania 3D025');
    expect(screen.getByRole('columnheader', { name: '90 dni' })).toBeTruthy();
  });

  it('says there are no statistics when everything is zero', async () => {
    setUp({ data: { doctorStatistics: buildStatistics() } });
    expect(await screen.findByText('Brak dostępnych statystyk dla tego lekarza.')).toBeTruthy();
    expect(screen.queryByText('Wartość badań')).toBeNull();
  });

  it('says the statistics failed to load, with a retry', async () => {
    setUp({ errors: [{ message: 'Błąd bazy.', extensions: { code: 'INTERNAL' } }] });
    expect(await screen.findByText('Nie udało się załadować statystyk.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

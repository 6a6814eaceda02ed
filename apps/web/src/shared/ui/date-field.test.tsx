import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@portal/domain';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/render-with-providers';
import { createPortalTheme } from '../theme/theme';
import { DateField, dateToDay, dayToDate, MALFORMED_DATE } from './date-field';

beforeAll(initTestI18n);
afterEach(() => i18next.changeLanguage('pl'));

/** The field brings its pickers' locale (DatePickersProvider), in the interface language. */
async function renderField(lang: Lang, value = '', error?: string) {
  await act(() => i18next.changeLanguage(lang));
  render(
    <ThemeProvider theme={createPortalTheme(lang)}>
      <DateField label="Data urodzenia" value={value} onChange={vi.fn()} error={error} />
    </ThemeProvider>,
  );
  // The field's text: its day, month and year sections, or their placeholders when empty.
  const group = screen.getByRole('group', { name: 'Data urodzenia' });
  // Its text ends with the label (the outline's notch), and has bidi marks around the sections.
  return group.textContent?.replace(/[\u200e\u2066-\u2069]/g, '').replace(/Data urodzenia$/, '');
}

describe('DateField', () => {
  it.each([
    ['pl', 'DD.MM.RRRR'],
    ['en', 'DD.MM.YYYY'],
    ['ua', 'ДД.ММ.РРРР'],
  ] as const)('shows the empty date in %s as %s', async (lang, placeholder) => {
    expect(await renderField(lang)).toBe(placeholder);
  });

  it('shows a day as dd.MM.yyyy and its error', async () => {
    expect(await renderField('pl', '1985-01-31', 'Data musi być w przeszłości')).toBe('31.01.1985');
    expect(screen.getByText('Data musi być w przeszłości')).toBeTruthy();
  });

  it('keeps a day as yyyy-MM-dd, and a half-typed one as malformed', () => {
    expect(dateToDay(dayToDate('2026-02-28'))).toBe('2026-02-28');
    expect(dateToDay(new Date(Number.NaN))).toBe(MALFORMED_DATE);
    expect(dateToDay(null)).toBe('');
    expect(dayToDate('28.02.2026')).toBeNull();
  });
});

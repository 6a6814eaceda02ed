import type { Lang } from '@portal/domain';

/** The letters a date field shows for its empty day, month and year (DATE_MASK dd.MM.yyyy). */
const LETTERS: Record<Lang, { day: string; month: string; year: string }> = {
  // Polish writes the year as R (rok): DD.MM.RRRR, as on Polish forms.
  pl: { day: 'DD', month: 'MM', year: 'R' },
  en: { day: 'DD', month: 'MM', year: 'Y' },
  // Ukrainian: ДД.ММ.РРРР (день, місяць, рік).
  ua: { day: 'ДД', month: 'ММ', year: 'Р' },
};

/**
 * The date pickers' empty-field placeholders in the user's language (MUI X writes DD.MM.YYYY in
 * every language), given to every date field of the portal by DatePickersProvider.
 */
export function datePlaceholderTexts(lang: Lang) {
  const { day, month, year } = LETTERS[lang];
  return {
    fieldDayPlaceholder: () => day,
    fieldMonthPlaceholder: (params: { contentType: string }) =>
      params.contentType === 'letter' ? month.repeat(2) : month,
    fieldYearPlaceholder: (params: { digitAmount: number }) => year.repeat(params.digitAmount),
  };
}

import { moneyToGrosze, type Lang } from '@portal/domain';

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

/**
 * An exact amount (the API's Money text, "20.50") shown in PLN for `lang`: "20,50 zł". The text
 * goes to Intl as a decimal string, never through arithmetic on a float (ADR 0030); text that is
 * not an amount is shown as it came.
 */
export function formatMoney(text: string, lang: Lang = 'pl'): string {
  if (moneyToGrosze(text) === null) return text;
  const format = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'PLN' });
  // Intl reads a numeric string as an exact decimal (Intl.NumberFormat v3).
  return format.format(text.replace(',', '.') as unknown as number);
}

import type { Lang } from '@portal/domain';
import { moneyToGrosze } from '@portal/domain';

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

/**
 * An exact amount ("1234.50", ADR 0030) as PLN in the user's language ("1234,50 zł",
 * "PLN 1,234.50"). The złote are formatted as a BigInt and the grosze put in as typed, so no
 * binary float ever holds the amount. Text that is no amount is shown as it is.
 */
export function formatMoney(amount: string, lang: Lang = 'pl'): string {
  const grosze = moneyToGrosze(amount);
  if (grosze === null) return amount;
  const zlote = BigInt(Math.trunc(grosze / 100));
  const fraction = String(grosze % 100).padStart(2, '0');
  const format = new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format
    .formatToParts(zlote)
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
}

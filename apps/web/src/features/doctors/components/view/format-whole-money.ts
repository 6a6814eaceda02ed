import type { Lang } from '@portal/domain';

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

const AMOUNT = /^(-?)(\d+)(?:[.,](\d*))?$/;

/**
 * An exact amount ("123456.50", ADR 0030) as whole PLN, to the nearest złoty ("123 457 zł"): the
 * doctor statistics show the studies' value without decimals (spec part 2 §9). The złote are
 * formatted as a BigInt, so a sum of any size stays exact. Text that is no amount is shown as it is.
 */
export function formatWholeMoney(amount: string, lang: Lang = 'pl'): string {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let zlote = BigInt(whole);
  if (Number(fraction.charAt(0) || '0') >= 5) zlote += 1n;
  if (sign && zlote !== 0n) zlote = -zlote;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(zlote);
}

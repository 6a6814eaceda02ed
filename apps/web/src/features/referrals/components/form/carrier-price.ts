import { moneyToGrosze, type Lang } from '@portal/domain';

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

/**
 * A carrier's price as the referral form's '+N PLN' shows it: whole złote without decimals
 * ("40"), otherwise with the grosze ("12,50"). Exact text in (ADR 0030), no float on the way.
 */
export function formatCarrierPrice(amount: string, lang: Lang): string {
  const grosze = moneyToGrosze(amount);
  if (grosze === null) return amount;
  const zlote = Math.trunc(grosze / 100);
  const rest = Math.abs(grosze % 100);
  const whole = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(zlote);
  if (rest === 0) return whole;
  const separator = lang === 'en' ? '.' : ',';
  return `${whole}${separator}${String(rest).padStart(2, '0')}`;
}

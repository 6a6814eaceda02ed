import { z } from 'zod';

/**
 * Money in PLN, exact (ADR 0030): a decimal text with two decimals ("90.00"), stored as
 * numeric(10,2) and never turned into a binary float on the way. The form may type "90",
 * "90,5" or "90.50"; all become "90.50"-style text. Sums are made in grosze (integers).
 */

/** The largest amount numeric(10,2) holds. */
export const MONEY_MAX_GROSZE = 99_999_999_99;

const MONEY_TEXT = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;

/** An amount in whole grosze, or null when `text` is not an amount of money. */
export function moneyToGrosze(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, zlote, grosze = ''] = match;
  return Number(zlote) * 100 + Number(grosze.padEnd(2, '0'));
}

/** Whole grosze as the exact two-decimal text ("0.30"). */
export function groszeToMoney(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The exact sum of amounts ("0.10" + "0.20" = "0.30"). */
export function addMoney(...amounts: readonly string[]): string {
  return groszeToMoney(amounts.reduce((sum, amount) => sum + (moneyToGrosze(amount) ?? 0), 0));
}

/**
 * A price typed in a form or sent by a client: text or a number with at most two decimals,
 * not negative → "12.30". A number is read through its shortest decimal text, so 0.3 is
 * "0.30" and 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded silently.
 */
export const ZMoney = z
  .union([z.string(), z.number()], { error: 'validation.money.invalid' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const grosze = moneyToGrosze(text);
    if (grosze === null || grosze > MONEY_MAX_GROSZE) {
      ctx.addIssue({ code: 'custom', message: 'validation.money.invalid', input: value });
      return z.NEVER;
    }
    return groszeToMoney(grosze);
  });
export type TMoney = z.output<typeof ZMoney>;

/** An optional price: empty text or null means "no price". */
export const ZOptionalMoney = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  ZMoney.nullable(),
);

import {
  applyDiscount,
  groszeToMoney,
  moneyToGrosze,
  suggestedPayment,
  type PaymentPriceSources,
  type StudyPaymentType,
} from '@portal/domain';
import type {
  StudyPaymentInput,
  StudyPaymentLineFragment,
} from '../../../../__generated__/graphql';

/** A payment line as the tab edits it: the price before the discount, the discount, the rest. */
export interface PaymentLine {
  /** React's key; a saved line's id once it has one. */
  key: string;
  id: string | null;
  type: StudyPaymentType;
  group: string;
  method: string;
  /** The price before the discount, as typed ("250" or "250,00"). */
  base: string;
  /** The percent the prompt applied to every line ("10"); "" for none. */
  discount: string;
  comment: string;
  createdBy: string | null;
}

let sequence = 0;
const newKey = () => `line-${(sequence += 1)}`;

/**
 * The price a saved line was discounted from: value ÷ (1 − discount/100) to the grosz. A line at
 * 100 % keeps no trace of its price; the suggestion (or 0) stands in for it.
 */
export function basePriceOf(value: string, discount: string, suggested: string | null): string {
  const grosze = moneyToGrosze(value) ?? 0;
  const percent = Number(discount) || 0;
  if (percent <= 0) return groszeToMoney(grosze);
  if (percent >= 100) return suggested ?? '0.00';
  return groszeToMoney(Math.round(grosze / (1 - percent / 100)));
}

export function linesOf(
  saved: readonly StudyPaymentLineFragment[],
  sources: PaymentPriceSources,
): PaymentLine[] {
  return saved.map((line) => ({
    key: line.id,
    id: line.id,
    type: line.type,
    group: line.group ?? '',
    method: line.method,
    base: basePriceOf(
      line.value,
      line.discount,
      suggestedPayment({ type: line.type, group: line.group }, sources),
    ),
    discount: Number(line.discount) === 0 ? '' : String(Number(line.discount)),
    comment: line.comment ?? '',
    createdBy: line.createdBy?.name ?? null,
  }));
}

/** A new line of `type`, priced from the study type or the carrier prices when they say. */
export function newLine(
  type: StudyPaymentType,
  group: string,
  method: string,
  discount: string,
  sources: PaymentPriceSources,
): PaymentLine {
  const base = suggestedPayment({ type, group: group || null }, sources) ?? '';
  return {
    key: newKey(),
    id: null,
    type,
    group,
    method,
    base,
    discount,
    comment: '',
    createdBy: null,
  };
}

/** The line's charge: its price with the discount applied; null while the price is not money. */
export function lineValue(line: PaymentLine): string | null {
  const base = moneyToGrosze(line.base);
  if (base === null) return null;
  const discount = line.discount.trim().replace(',', '.') || '0';
  try {
    return applyDiscount(groszeToMoney(base), discount);
  } catch {
    return null;
  }
}

/** What the API is sent: the value as charged; a price that is not money goes as typed. */
export function paymentInput(line: PaymentLine): StudyPaymentInput {
  return {
    ...(line.id ? { id: line.id } : {}),
    type: line.type,
    group: line.group || null,
    method: line.method,
    value: lineValue(line) ?? line.base,
    discount: line.discount,
    comment: line.comment || null,
  };
}

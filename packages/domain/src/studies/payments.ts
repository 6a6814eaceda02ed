import { z } from 'zod';
import { ZRecordVersion } from '../schemas/record-version.js';
import type { MessageKey } from '../messages/index.js';
import type { Carrier } from '../schemas/app-config.js';
import { addMoney, groszeToMoney, MONEY_MAX_GROSZE, moneyToGrosze } from '../schemas/money.js';
import { multiLineText, singleLineText } from '../schemas/text.js';

/**
 * A study's payment lines (spec part 2 §3 StudyPayment, §5 "Study form"; issue 16 §2). Values are
 * exact money text (ADR 0030): discounts and sums are worked out in whole grosze, never in floats.
 */

export const STUDY_PAYMENT_TYPES = ['Study', 'Description', 'DataCarrier'] as const;
export type StudyPaymentType = (typeof STUDY_PAYMENT_TYPES)[number];

/** The groups of a data carrier line; the other line types take a study type's price preset. */
export const DATA_CARRIER_GROUPS = ['disc', 'pendrive', 'others'] as const;
export type DataCarrierGroup = (typeof DATA_CARRIER_GROUPS)[number];

/** Method and group name an item of the app config's lists, which are at most this long. */
export const STUDY_PAYMENT_TEXT_MAX = 100;
export const STUDY_PAYMENT_COMMENT_MAX = 500;
/** One study is never paid in more lines than this; more is a broken client. */
export const STUDY_PAYMENTS_MAX = 50;

/** 100 % in hundredths of a percent, the unit discounts are exact in. */
const FULL_DISCOUNT = 10_000;
const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** Hundredths of a percent, so that 12.5 % is the integer 1250 and no float enters the maths. */
function discountToHundredths(percent: string | number): number | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = PERCENT_TEXT.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths <= FULL_DISCOUNT ? hundredths : null;
}

/** Grosze, or why `text` is refused: the sign is read apart so "-5" is told it is negative. */
function paymentValueGrosze(text: string): number | MessageKey {
  if (text === '') return 'validation.required';
  const negative = text.startsWith('-');
  const grosze = moneyToGrosze(negative ? text.slice(1) : text);
  if (grosze === null || grosze > MONEY_MAX_GROSZE) return 'validation.money.invalid';
  return negative && grosze > 0 ? 'validation.amount.positive' : grosze;
}

/**
 * ZMoney's amount with the spec's "greater than -0.01": a negative amount gets 'Kwota musi być
 * dodatnia', not 'Podaj kwotę…', which would hide why a well-typed "-5" is refused. "-0" is zero.
 */
const ZPaymentValue = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.money.invalid',
  })
  .transform((value, ctx) => {
    const grosze = paymentValueGrosze((typeof value === 'number' ? String(value) : value).trim());
    if (typeof grosze === 'number') return groszeToMoney(grosze);
    ctx.addIssue({ code: 'custom', message: grosze, input: value });
    return z.NEVER;
  });

/** A percent typed in the discount prompt ("12,5") as the number 12.5; blank is no discount. */
const ZDiscount = z
  .union([z.string(), z.number()], { error: 'validation.payment.discount' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return 0;
    if (typeof value === 'string' && value.trim() === '') return 0;
    const hundredths = discountToHundredths(value);
    if (hundredths === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.payment.discount', input: value });
      return z.NEVER;
    }
    return hundredths / 100;
  });

/** An unpicked type is 'To pole jest wymagane'; another value keeps zod's "one of" issue. */
export const ZStudyPaymentType = z.enum(STUDY_PAYMENT_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : undefined,
});

export const ZStudyPaymentInput = z.object({
  /** A saved line's id; omitted or null for a new line (GraphQL clients send either). */
  id: z
    .string()
    .nullish()
    .transform((id) => id ?? undefined),
  method: singleLineText({ max: STUDY_PAYMENT_TEXT_MAX, required: 'validation.required' }),
  type: ZStudyPaymentType,
  value: ZPaymentValue,
  discount: ZDiscount,
  group: singleLineText({ max: STUDY_PAYMENT_TEXT_MAX }),
  comment: multiLineText({ max: STUDY_PAYMENT_COMMENT_MAX }),
});
export type TStudyPaymentInput = z.output<typeof ZStudyPaymentInput>;
export type TStudyPaymentFormInput = z.input<typeof ZStudyPaymentInput>;

export const ZStudyPaymentsInput = z.array(ZStudyPaymentInput).max(STUDY_PAYMENTS_MAX);
export type TStudyPaymentsInput = z.output<typeof ZStudyPaymentsInput>;

/** updateStudyPayments(id, payments, version): a refused line's messages name `payments.<i>.<field>`. */
export const ZUpdateStudyPaymentsInput = z.object({
  payments: ZStudyPaymentsInput,
  version: ZRecordVersion,
});

/**
 * The spec's per-line value, base × (1 − discount/100), rounded half up to the grosz in integers
 * so that 99.99 at 15 % is exactly 84.99. Throws on input the schemas above would refuse.
 */
export function applyDiscount(base: string, discountPercent: string | number): string {
  const grosze = moneyToGrosze(base);
  const hundredths = discountToHundredths(discountPercent);
  if (grosze === null) throw new RangeError(`Not an amount of money: ${base}`);
  if (hundredths === null) throw new RangeError(`Not a discount percent: ${discountPercent}`);
  // At most 99 999 999 99 × 10 000 ≈ 10¹⁴: an exact integer, far below 2⁵³.
  const scaled = grosze * (FULL_DISCOUNT - hundredths) + FULL_DISCOUNT / 2;
  return groszeToMoney((scaled - (scaled % FULL_DISCOUNT)) / FULL_DISCOUNT);
}

/** The prices of a study type a payment line may start from (spec part 2 §3 StudyType). */
export interface StudyTypePriceList {
  descriptionPrice?: string | null;
  urgentDescriptionPrice?: string | null;
  comparisonDescriptionPrice?: string | null;
  urgentComparisonDescriptionPrice?: string | null;
  studyTypePrices?: readonly { presetName: string; price: string }[] | null;
}

/** The study's flags that choose which description price applies. */
export interface DescriptionFlags {
  urgentDescription: boolean;
  comparisonDescription: boolean;
}

/** The app config's carrier prices, as far as the caller has them. */
export type CarrierPriceList = Readonly<Partial<Record<Carrier, string | null>>>;

/** Stored prices may read "120"; the form compares and shows "120.00". Unreadable is unset. */
function priceText(price: string | null | undefined): string | null {
  const grosze = price === null || price === undefined ? null : moneyToGrosze(price);
  return grosze === null ? null : groszeToMoney(grosze);
}

/**
 * The spec's description price choice. Null when the chosen price is not set: an urgent
 * description is never silently charged at the normal price, the user types the value instead.
 */
export function descriptionPriceOf(
  studyType: StudyTypePriceList,
  { urgentDescription, comparisonDescription }: DescriptionFlags,
): string | null {
  if (urgentDescription && comparisonDescription) {
    return priceText(studyType.urgentComparisonDescriptionPrice);
  }
  if (urgentDescription) return priceText(studyType.urgentDescriptionPrice);
  if (comparisonDescription) return priceText(studyType.comparisonDescriptionPrice);
  return priceText(studyType.descriptionPrice);
}

/** Price groups are app config items, which are the same whatever their letter case. */
export function studyPriceOf(studyType: StudyTypePriceList, presetName: string): string | null {
  const key = presetName.trim().toLocaleLowerCase('pl');
  const entry = studyType.studyTypePrices?.find(
    (candidate) => candidate.presetName.trim().toLocaleLowerCase('pl') === key,
  );
  return priceText(entry?.price);
}

/**
 * The spec's carrier groups name two of the config's carrier prices; 'others' has none, and the
 * config's Film price belongs to no group (the spec gives film no group), so neither suggests one.
 */
export function carrierPriceOf(
  carrierPrices: CarrierPriceList,
  group: string | null,
): string | null {
  switch (group?.trim().toLowerCase()) {
    case 'disc':
      return priceText(carrierPrices.Disc);
    case 'pendrive':
      return priceText(carrierPrices.Pendrive);
    default:
      return null;
  }
}

/** What the form knows when the user picks a line's type or group. */
export interface PaymentPriceSources extends DescriptionFlags {
  /** Null until the study type is picked. */
  studyType: StudyTypePriceList | null;
  carrierPrices: CarrierPriceList | null;
}

/**
 * The one place the form asks for a line's value before any discount, so that the choice of price
 * stays a domain rule. Null means "no price known": the user types the value.
 */
export function suggestedPayment(
  line: { type: StudyPaymentType; group: string | null },
  sources: PaymentPriceSources,
): string | null {
  const { studyType, carrierPrices } = sources;
  switch (line.type) {
    case 'Study':
      return studyType && line.group !== null ? studyPriceOf(studyType, line.group) : null;
    case 'Description':
      return studyType ? descriptionPriceOf(studyType, sources) : null;
    case 'DataCarrier':
      return carrierPrices ? carrierPriceOf(carrierPrices, line.group) : null;
  }
}

/** The study's total, exact in grosze so that 0.10 + 0.20 is 0.30 (lines are parsed money). */
export function paymentsTotal(lines: readonly { value: string }[]): string {
  return addMoney(...lines.map((line) => line.value));
}

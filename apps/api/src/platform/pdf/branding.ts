import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';

/** What the header of every document shows about the clinic. */
export interface Branding {
  name: string;
  /** Lines of the postal address, e.g. street, then postal code and city. */
  addressLines: string[];
  /** `#rrggbb`: the colour band, titles and table headings. */
  color: string;
}

/** The portal's green (the spec's theme), for an installation without branches yet. */
export const DEFAULT_BRAND_COLOR = '#2e7d32';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A branch colour is free text typed in settings; anything but hex falls back to the green. */
export function brandColor(value: string | null | undefined): string {
  if (!value || !HEX_COLOR.test(value)) return DEFAULT_BRAND_COLOR;
  const hex = value.slice(1);
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`.toLowerCase();
}

/**
 * The clinic's branding, taken from its first own branch (the application configuration has no
 * name or address of its own; a partner site is never the letterhead).
 */
export async function loadBranding(db: Executor, fallbackName: string): Promise<Branding> {
  const [branch] = await db
    .select({ name: branches.name, address: branches.address, color: branches.color })
    .from(branches)
    .where(eq(branches.ownBranch, true))
    .orderBy(asc(branches.id))
    .limit(1);
  if (!branch) return { name: fallbackName, addressLines: [], color: DEFAULT_BRAND_COLOR };
  const address = branch.address;
  return {
    name: branch.name,
    addressLines: address
      ? [address.street, `${address.postalCode} ${address.city}`.trim()].filter(Boolean)
      : [],
    color: brandColor(branch.color),
  };
}

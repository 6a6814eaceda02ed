/**
 * How a referral's images reach the doctor (spec part 2 §3 Referal.mediaTypes). Online ('Portal
 * lekarza') is always one of them and cannot be unticked (§5 "Referral form"); the carriers are
 * priced by the app config's carrierPrices (Pendrive shows '+N PLN' on the form).
 */
export const MEDIA_TYPES = ['Online', 'Disc', 'Film', 'Pendrive'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The medium every referral has. */
export const ALWAYS_MEDIA_TYPE: MediaType = 'Online';

/** The picked media with Online added and each at most once, in MEDIA_TYPES order. */
export function withOnlineMedia(picked: readonly MediaType[]): MediaType[] {
  const chosen = new Set<MediaType>([ALWAYS_MEDIA_TYPE, ...picked]);
  return MEDIA_TYPES.filter((media) => chosen.has(media));
}

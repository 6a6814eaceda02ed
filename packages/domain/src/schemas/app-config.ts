import { z } from 'zod';
import { messageWhenMissing, singleLineText } from './text.js';
import { ZMoney } from './money.js';
import { optionalWebAddress, parseUrl } from './web-address.js';

/**
 * The application configuration (spec part 2 §3 AppConfig, §5 "App config"): the lists the
 * other forms choose from, carrier prices, two durations and the help page's video playlist.
 */

/** The configuration's lists, in the order the settings tabs show them. */
export const APP_CONFIG_LISTS = [
  'regions',
  'deviceTypes',
  'radiationGroups',
  'specializations',
  'gadgets',
  'visitReasons',
  'complaintTypes',
  'paymentTypes',
  'priceGroups',
] as const;
export type AppConfigList = (typeof APP_CONFIG_LISTS)[number];

export const CARRIERS = ['Disc', 'Film', 'Pendrive'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Items per list and characters per item: more is a mistake, not a configuration. */
export const APP_CONFIG_LIST_MAX = 100;
export const APP_CONFIG_ITEM_MAX = 100;
/** Ten years of follow-up and a year to resolve a complaint are the sane upper bounds. */
export const VISIT_FOLLOW_UP_DAYS_MAX = 3650;
export const COMPLAINT_RESOLUTION_HOURS_MAX = 8760;
export const HELP_VIDEO_URL_MAX = 500;

/** One item of a list: a normalized single line ('To pole jest wymagane' when blank). */
export const ZAppConfigItem = singleLineText({
  max: APP_CONFIG_ITEM_MAX,
  required: 'validation.required',
});

/** Items are the same when they differ only in letter case ("CBCT" and "cbct"). */
export function appConfigItemKey(item: string): string {
  return item.toLocaleLowerCase('pl');
}

/** Whether `item` is already on `list` (case-insensitive). */
export function hasAppConfigItem(list: readonly string[], item: string): boolean {
  const key = appConfigItemKey(item);
  return list.some((existing) => appConfigItemKey(existing) === key);
}

const ZAppConfigItems = z
  .array(ZAppConfigItem, { error: messageWhenMissing('validation.required') })
  .max(APP_CONFIG_LIST_MAX)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = appConfigItemKey(item);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: 'validation.appConfig.duplicate',
          params: { value: item },
          input: item,
        });
      }
      seen.add(key);
    });
  });

/** A whole positive number, typed as text in a form or sent as a number. */
function positiveInteger(max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value ?? undefined;
      const text = value.trim();
      return text === '' ? undefined : Number(text);
    },
    z
      .number({
        // Only for "not a number": a number out of range keeps zod's own issue and its limit.
        error: (issue) => {
          if (issue.code !== 'invalid_type') return undefined;
          return issue.input === undefined ? 'validation.required' : 'validation.number.type';
        },
      })
      .int({ error: 'validation.number.integer', abort: true })
      .positive({ error: 'validation.number.positive' })
      .max(max),
  );
}

/** A required price: blank or missing is 'To pole jest wymagane', anything else ZMoney's rule. */
const ZRequiredMoney = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'validation.required'
          : 'validation.money.invalid',
    })
    .pipe(ZMoney),
);

/**
 * The help page's players, by host of the address an Admin may configure. The page embeds the
 * privacy-enhanced YouTube player or Vimeo's player (the CSP's frame-src lists exactly these
 * origins, ADR 0031); any other address is refused, so nothing else is ever framed.
 */
export const HELP_VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[\w-]{1,64}$/;

function youtubeEmbed(url: URL): string | null {
  const embed = new URL('https://www.youtube-nocookie.com');
  const list = url.searchParams.get('list');
  const video = url.searchParams.get('v');
  const embedded = /^\/embed\/([\w-]{1,64})$/.exec(url.pathname)?.[1];
  if (list !== null && !YOUTUBE_ID.test(list)) return null;
  if (embedded) embed.pathname = `/embed/${embedded}`;
  else if (url.pathname === '/watch' && video && YOUTUBE_ID.test(video)) {
    embed.pathname = `/embed/${video}`;
  } else if (list) embed.pathname = '/embed/videoseries';
  else return null;
  if (list) embed.searchParams.set('list', list);
  return embed.href;
}

/**
 * The player address the help page frames for a configured playlist address, or null when it is
 * not one of YouTube or Vimeo. A YouTube page address (`/playlist?list=…`, `/watch?v=…`, an
 * `/embed/…` address) becomes the privacy-enhanced player's; a Vimeo player address is kept.
 */
export function helpVideoEmbedUrl(address: string): string | null {
  const url = parseUrl(address);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtubeEmbed(url);
  if (url.hostname === 'player.vimeo.com' && /^\/video\/\d+$/.test(url.pathname)) return url.href;
  return null;
}

export const ZHelpVideoPlaylistUrl = optionalWebAddress({
  max: HELP_VIDEO_URL_MAX,
  protocols: ['https:'],
  protocolMessage: 'validation.url.httpsOnly',
}).refine((address) => address === null || helpVideoEmbedUrl(address) !== null, {
  error: 'validation.appConfig.videoUrl',
});

export const ZCarrierPrices = z.object({
  Disc: ZRequiredMoney,
  Film: ZRequiredMoney,
  Pendrive: ZRequiredMoney,
});

export const ZAppConfigInput = z.object({
  paymentTypes: ZAppConfigItems,
  priceGroups: ZAppConfigItems,
  radiationGroups: ZAppConfigItems,
  carrierPrices: ZCarrierPrices,
  deviceTypes: ZAppConfigItems,
  regions: ZAppConfigItems,
  complaintTypes: ZAppConfigItems,
  complaintResolutionTimeHours: positiveInteger(COMPLAINT_RESOLUTION_HOURS_MAX),
  specializations: ZAppConfigItems,
  visitFollowUpDays: positiveInteger(VISIT_FOLLOW_UP_DAYS_MAX),
  gadgets: ZAppConfigItems,
  visitReasons: ZAppConfigItems,
  helpVideoPlaylistUrl: ZHelpVideoPlaylistUrl,
});
export type TAppConfigInput = z.output<typeof ZAppConfigInput>;
export type TAppConfigFormValues = z.input<typeof ZAppConfigInput>;

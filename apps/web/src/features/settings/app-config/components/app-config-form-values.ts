import {
  ZAppConfigInput,
  type AppConfigList,
  type Carrier,
  type TAppConfigInput,
} from '@portal/domain';
import type { z } from 'zod';
import type { AppConfigSettingsFieldsFragment } from '../../../../__generated__/graphql';

/** What the form holds: the lists as they are, numbers and prices as typed text. */
export type AppConfigFormValues = Record<AppConfigList, string[]> & {
  carrierPrices: Record<Carrier, string>;
  visitFollowUpDays: string;
  complaintResolutionTimeHours: string;
  helpVideoPlaylistUrl: string;
};

/**
 * The domain's schema of the configuration (spec part 2 §5 "App config"); it reads the typed
 * numbers and prices itself ("20,50" → "20.50"), so the parsed values go to the server as they are.
 */
export const ZAppConfigForm = ZAppConfigInput as unknown as z.ZodType<
  TAppConfigInput,
  AppConfigFormValues
>;

export function appConfigToForm(config: AppConfigSettingsFieldsFragment): AppConfigFormValues {
  return {
    paymentTypes: config.paymentTypes,
    priceGroups: config.priceGroups,
    radiationGroups: config.radiationGroups,
    deviceTypes: config.deviceTypes,
    regions: config.regions,
    complaintTypes: config.complaintTypes,
    specializations: config.specializations,
    gadgets: config.gadgets,
    visitReasons: config.visitReasons,
    carrierPrices: {
      Disc: config.carrierPrices.Disc,
      Film: config.carrierPrices.Film,
      Pendrive: config.carrierPrices.Pendrive,
    },
    visitFollowUpDays: String(config.visitFollowUpDays),
    complaintResolutionTimeHours: String(config.complaintResolutionTimeHours),
    helpVideoPlaylistUrl: config.helpVideoPlaylistUrl ?? '',
  };
}

export const APP_CONFIG_TABS = ['general', 'visits', 'complaints', 'pricing', 'other'] as const;
export type AppConfigTab = (typeof APP_CONFIG_TABS)[number];

/** Which tab shows each field (the first segment of an error's path). */
export const TAB_OF_FIELD: Record<keyof AppConfigFormValues, AppConfigTab> = {
  regions: 'general',
  deviceTypes: 'general',
  radiationGroups: 'general',
  specializations: 'general',
  visitFollowUpDays: 'visits',
  gadgets: 'visits',
  visitReasons: 'visits',
  complaintTypes: 'complaints',
  complaintResolutionTimeHours: 'complaints',
  paymentTypes: 'pricing',
  priceGroups: 'pricing',
  carrierPrices: 'pricing',
  helpVideoPlaylistUrl: 'other',
};

/** A server issue of one list item ("regions.2") belongs to the list's field. */
export const fieldOfServerPath = (path: string) => path.replace(/\.\d+$/, '');

import { ZBranchInput, type TBranchInputParsed } from '@portal/domain';
import type { z } from 'zod';
import type { BranchInput, SettingsBranchFieldsFragment } from '../../../../__generated__/graphql';

export interface DeviceFormValues {
  /** A saved device; missing for a row added in this form. */
  id?: string;
  name: string;
  deviceType: string;
  radiationGroups: string[];
  enabled: boolean;
}

/** What the branch form edits: every field as typed ('' for none). */
export interface BranchFormValues {
  name: string;
  color: string;
  ownBranch: boolean;
  region: string;
  address: { street: string; postalCode: string; city: string; country: string };
  phoneNumbers: string[];
  emailAddresses: string[];
  devices: DeviceFormValues[];
}

/**
 * The domain's schema of the input, read as the form's (ADR 0024): it takes the form's values
 * as they are — a region of '' is none, an address of blank fields is none — so both sides
 * check the same rules. (Its input type says `unknown` for the address, hence the cast.)
 */
export const ZBranchForm = ZBranchInput as unknown as z.ZodType<
  TBranchInputParsed,
  BranchFormValues
>;

export const EMPTY_BRANCH: BranchFormValues = {
  name: '',
  color: '#1976d2',
  ownBranch: true,
  region: '',
  address: { street: '', postalCode: '', city: '', country: '' },
  phoneNumbers: [],
  emailAddresses: [],
  devices: [],
};

export const emptyDevice = (deviceType = ''): DeviceFormValues => ({
  name: '',
  deviceType,
  radiationGroups: [],
  enabled: true,
});

export function branchToForm(branch: SettingsBranchFieldsFragment): BranchFormValues {
  return {
    name: branch.name,
    color: branch.color,
    ownBranch: branch.ownBranch,
    region: branch.region ?? '',
    address: branch.address
      ? {
          street: branch.address.street,
          postalCode: branch.address.postalCode,
          city: branch.address.city,
          country: branch.address.country,
        }
      : { ...EMPTY_BRANCH.address },
    phoneNumbers: [...branch.phoneNumbers],
    emailAddresses: [...branch.emailAddresses],
    devices: branch.devices.map(({ id, name, deviceType, radiationGroups, enabled }) => ({
      id,
      name,
      deviceType,
      radiationGroups: [...radiationGroups],
      enabled,
    })),
  };
}

/** The parsed form as `saveBranch` takes it: ids as text, the edited version on update. */
export function formToInput(
  parsed: TBranchInputParsed,
  saved: { id: string; version: number } | null,
): BranchInput {
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    name: parsed.name,
    color: parsed.color,
    ownBranch: parsed.ownBranch,
    region: parsed.region,
    address: parsed.address,
    phoneNumbers: parsed.phoneNumbers,
    emailAddresses: parsed.emailAddresses,
    devices: parsed.devices.map(({ id, ...device }) => ({
      ...(id === undefined ? {} : { id: String(id) }),
      ...device,
    })),
  };
}

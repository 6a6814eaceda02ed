import type { AppConfigList, MessageKey, TAppConfigInput } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  branches,
  contacts,
  devices,
  studyTypeDevices,
  studyTypePrices,
  studyTypes,
  users,
  type AppConfigData,
} from '../../db/schema/index.js';

/**
 * Items of the configuration's lists that live records name: a region of an active branch or of
 * a user, a device type of an enabled device or of an active study type, a price group of an
 * active study type's price, a radiation group of an enabled device. Removing one would leave
 * those records naming something no form offers, so the save is refused with the record named.
 * Deactivated branches, devices and study types keep their history and are not counted: nobody
 * can edit them any more, so they must not block the configuration.
 */

/** One record that uses a value: the message that names it and the message's parameters. */
interface Usage {
  value: string;
  message: MessageKey;
  params: Record<string, string>;
}

type UsageQuery = (tx: Executor, values: string[]) => Promise<Usage[]>;

/** The first record (by name) using each of `values`, found by `query` (rows: value, name…). */
function firstUsages(message: MessageKey, query: (values: SQL) => SQL): UsageQuery {
  return async (tx, values) => {
    const { rows } = await tx.execute<{ value: string; name: string; branch?: string }>(
      query(sql`${sql.param(values)}::text[]`),
    );
    return rows.map(({ value, ...params }) => ({ value, message, params }));
  };
}

const branchesInRegion = firstUsages(
  'validation.appConfig.inUse.branch',
  (values) => sql`
    select distinct on (${branches.region}) ${branches.region} as value, ${branches.name} as name
    from ${branches}
    where ${branches.active} and ${branches.region} = any(${values})
    order by ${branches.region}, lower(${branches.name}), ${branches.id}`,
);

const usersInRegion = firstUsages(
  'validation.appConfig.inUse.user',
  (values) => sql`
    select distinct on (region) region as value,
      concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}) as name
    from ${users}
    join ${contacts} on ${contacts.id} = ${users.contactId}
    cross join lateral unnest(${users.regions}) as region
    where ${users.deletedAt} is null and ${users.regions} && ${values} and region = any(${values})
    order by region, ${contacts.lastName}, ${contacts.firstName}, ${users.id}`,
);

const devicesOfType = firstUsages(
  'validation.appConfig.inUse.device',
  (values) => sql`
    select distinct on (${devices.deviceType}) ${devices.deviceType} as value,
      ${devices.name} as name, ${branches.name} as branch
    from ${devices}
    join ${branches} on ${branches.id} = ${devices.branchId}
    where ${devices.enabled} and ${branches.active} and ${devices.deviceType} = any(${values})
    order by ${devices.deviceType}, lower(${branches.name}), lower(${devices.name}), ${devices.id}`,
);

const devicesInRadiationGroup = firstUsages(
  'validation.appConfig.inUse.device',
  (values) => sql`
    select distinct on (radiation_group) radiation_group as value,
      ${devices.name} as name, ${branches.name} as branch
    from ${devices}
    join ${branches} on ${branches.id} = ${devices.branchId}
    cross join lateral unnest(${devices.radiationGroups}) as radiation_group
    where ${devices.enabled} and ${branches.active}
      and ${devices.radiationGroups} && ${values} and radiation_group = any(${values})
    order by radiation_group, lower(${branches.name}), lower(${devices.name}), ${devices.id}`,
);

const studyTypesOnDeviceType = firstUsages(
  'validation.appConfig.inUse.studyType',
  (values) => sql`
    select distinct on (${studyTypeDevices.deviceType}) ${studyTypeDevices.deviceType} as value,
      ${studyTypes.name} as name
    from ${studyTypeDevices}
    join ${studyTypes} on ${studyTypes.id} = ${studyTypeDevices.studyTypeId}
    where ${studyTypes.active} and ${studyTypeDevices.deviceType} = any(${values})
    order by ${studyTypeDevices.deviceType}, lower(${studyTypes.name}), ${studyTypes.id}`,
);

const studyTypesPricedInGroup = firstUsages(
  'validation.appConfig.inUse.studyType',
  (values) => sql`
    select distinct on (${studyTypePrices.presetName}) ${studyTypePrices.presetName} as value,
      ${studyTypes.name} as name
    from ${studyTypePrices}
    join ${studyTypes} on ${studyTypes.id} = ${studyTypePrices.studyTypeId}
    where ${studyTypes.active} and ${studyTypePrices.presetName} = any(${values})
    order by ${studyTypePrices.presetName}, lower(${studyTypes.name}), ${studyTypes.id}`,
);

/** The lists whose items records name, and where to look. */
const USAGES: Partial<Record<AppConfigList, UsageQuery[]>> = {
  regions: [branchesInRegion, usersInRegion],
  deviceTypes: [devicesOfType, studyTypesOnDeviceType],
  priceGroups: [studyTypesPricedInGroup],
  radiationGroups: [devicesInRadiationGroup],
};

/**
 * Why the save may not remove what it removes: one issue per removed item that a live record
 * uses, on the list's field, naming the first such record. Empty when nothing is in the way.
 * Run inside the save's transaction, after the configuration is locked.
 */
export async function removedItemsInUse(
  tx: Executor,
  before: AppConfigData,
  after: TAppConfigInput,
): Promise<z.core.$ZodIssue[]> {
  const issues: z.core.$ZodIssue[] = [];
  for (const [list, queries] of Object.entries(USAGES) as [AppConfigList, UsageQuery[]][]) {
    const kept = new Set(after[list]);
    const removed = before[list].filter((item) => !kept.has(item));
    if (removed.length === 0) continue;
    const reported = new Set<string>();
    for (const query of queries) {
      for (const { value, message, params } of await query(tx, removed)) {
        if (reported.has(value)) continue;
        reported.add(value);
        issues.push({
          code: 'custom',
          path: [list],
          message,
          params: { value, ...params },
          input: value,
        });
      }
    }
  }
  return issues;
}

import type { Transaction } from '../client.js';
import { branches, devices } from '../schema/index.js';
import { seedSoftware } from './demo-software.js';
import { seedStudyTypes } from './demo-study-types.js';

const address = (street: string, postalCode: string, city: string) => ({
  street,
  postalCode,
  city,
  country: 'Polska',
});

/**
 * Four branches in two regions with ten devices (synthetic). demo-people.ts assigns staff by
 * index: keep the first two where they are.
 */
const BRANCHES = [
  {
    name: 'Warszawa Mokotów',
    color: '#2e7d32',
    region: 'mazowieckie',
    ownBranch: true,
    address: address('ul. Puławska 100', '02-620', 'Warszawa'),
    phoneNumbers: ['+48 22 555 01 00'],
    emailAddresses: ['mokotow@example.com'],
    devices: [
      { name: 'CBCT 1', deviceType: 'CBCT', radiationGroups: ['3D'] },
      { name: 'Pantomograf', deviceType: 'PANTOMOGRAPH', radiationGroups: ['2D'] },
      { name: 'Cefalostat', deviceType: 'CEPHALOSTAT', radiationGroups: ['2D'] },
      { name: 'Radiowizjografia – gabinet 1', deviceType: 'INTRAORAL', radiationGroups: ['2D'] },
    ],
  },
  {
    name: 'Kraków Kazimierz',
    color: '#1565c0',
    region: 'małopolskie',
    ownBranch: true,
    address: address('ul. Starowiślna 50', '31-035', 'Kraków'),
    phoneNumbers: ['+48 12 555 02 00'],
    emailAddresses: ['kazimierz@example.com'],
    devices: [
      { name: 'CBCT 2', deviceType: 'CBCT', radiationGroups: ['3D'] },
      { name: 'Tomograf laryngologiczny', deviceType: 'ENT_CT', radiationGroups: ['3D'] },
    ],
  },
  {
    name: 'Warszawa Wola',
    color: '#6a1b9a',
    region: 'mazowieckie',
    ownBranch: true,
    address: address('ul. Wolska 40', '01-187', 'Warszawa'),
    phoneNumbers: ['+48 22 555 04 00'],
    emailAddresses: ['wola@example.com'],
    devices: [
      { name: 'Pantomograf z cefalostatem', deviceType: 'PANTOMOGRAPH', radiationGroups: ['2D'] },
      { name: 'Radiowizjografia', deviceType: 'INTRAORAL', radiationGroups: ['2D'] },
    ],
  },
  {
    name: 'Kraków Nowa Huta (partner)',
    color: '#ef6c00',
    region: 'małopolskie',
    ownBranch: false,
    address: address('os. Centrum C 10', '31-929', 'Kraków'),
    phoneNumbers: ['+48 12 555 03 00'],
    emailAddresses: ['nowahuta@example.com'],
    devices: [
      { name: 'CBCT 3', deviceType: 'CBCT', radiationGroups: ['3D'] },
      { name: 'Pantomograf', deviceType: 'PANTOMOGRAPH', radiationGroups: ['2D'] },
    ],
  },
];

/**
 * Branches with devices, study types with prices, presets and durations, and the programs of
 * the help page: every settings and help screen has something to show.
 */
export async function seedMasterData(tx: Transaction): Promise<{ branchIds: number[] }> {
  const branchIds: number[] = [];
  for (const { devices: branchDevices, ...branch } of BRANCHES) {
    const [created] = await tx.insert(branches).values(branch).returning({ id: branches.id });
    branchIds.push(created!.id);
    await tx
      .insert(devices)
      .values(branchDevices.map((device) => ({ ...device, branchId: created!.id })));
  }
  await seedStudyTypes(tx);
  await seedSoftware(tx);
  return { branchIds };
}

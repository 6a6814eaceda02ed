import type { Transaction } from '../client.js';
import {
  branches,
  devices,
  studyTypeDevices,
  studyTypePrices,
  studyTypes,
} from '../schema/index.js';

const BRANCHES = [
  {
    name: 'Warszawa Mokotów',
    color: '#2e7d32',
    region: 'mazowieckie',
    ownBranch: true,
    address: {
      street: 'ul. Puławska 100',
      postalCode: '02-620',
      city: 'Warszawa',
      country: 'Polska',
    },
    phoneNumbers: ['+48 22 555 01 00'],
    emailAddresses: ['mokotow@example.com'],
    devices: [
      { name: 'CBCT 1', deviceType: 'CBCT', radiationGroups: ['3D'] },
      { name: 'Pantomograf', deviceType: 'PANTOMOGRAPH', radiationGroups: ['2D'] },
      { name: 'Cefalostat', deviceType: 'CEPHALOSTAT', radiationGroups: ['2D'] },
    ],
  },
  {
    name: 'Kraków Kazimierz',
    color: '#1565c0',
    region: 'małopolskie',
    ownBranch: true,
    address: {
      street: 'ul. Starowiślna 50',
      postalCode: '31-035',
      city: 'Kraków',
      country: 'Polska',
    },
    phoneNumbers: ['+48 12 555 02 00'],
    emailAddresses: ['kazimierz@example.com'],
    devices: [
      { name: 'CBCT 2', deviceType: 'CBCT', radiationGroups: ['3D'] },
      { name: 'Tomograf laryngologiczny', deviceType: 'CT', radiationGroups: ['3D'] },
      { name: 'Pantomograf', deviceType: 'PANTOMOGRAPH', radiationGroups: ['2D'] },
    ],
  },
  {
    name: 'Gdańsk Wrzeszcz (partner)',
    color: '#ef6c00',
    region: 'pomorskie',
    ownBranch: false,
    address: {
      street: 'ul. Grunwaldzka 80',
      postalCode: '80-244',
      city: 'Gdańsk',
      country: 'Polska',
    },
    phoneNumbers: ['+48 58 555 03 00'],
    emailAddresses: ['wrzeszcz@example.com'],
    devices: [{ name: 'CBCT 3', deviceType: 'CBCT', radiationGroups: ['3D'] }],
  },
];

interface DemoStudyType {
  code: string;
  name: string;
  is3D: boolean;
  timeToDescribe: number;
  /** Minutes the study occupies each device type that can perform it. */
  devices: Record<string, number>;
  price: number;
}

const STUDY_TYPES: DemoStudyType[] = [
  {
    code: 'PAN',
    name: 'Pantomogram',
    is3D: false,
    timeToDescribe: 15,
    devices: { PANTOMOGRAPH: 10 },
    price: 90,
  },
  {
    code: 'CEPH',
    name: 'Cefalometria',
    is3D: false,
    timeToDescribe: 15,
    devices: { CEPHALOSTAT: 10 },
    price: 90,
  },
  {
    code: 'CBCT-S',
    name: 'CBCT – mały obszar',
    is3D: true,
    timeToDescribe: 30,
    devices: { CBCT: 15 },
    price: 250,
  },
  {
    code: 'CBCT-F',
    name: 'CBCT – szczęka i żuchwa',
    is3D: true,
    timeToDescribe: 45,
    devices: { CBCT: 20 },
    price: 400,
  },
  {
    code: 'CBCT-SIN',
    name: 'CBCT zatok przynosowych',
    is3D: true,
    timeToDescribe: 40,
    devices: { CBCT: 20, CT: 15 },
    price: 380,
  },
  {
    code: 'CT-TEMP',
    name: 'TK kości skroniowych',
    is3D: true,
    timeToDescribe: 45,
    devices: { CT: 20 },
    price: 450,
  },
];

/** Branches with devices, and study types with how long each occupies a device type. */
export async function seedMasterData(tx: Transaction): Promise<{ branchIds: number[] }> {
  const branchIds: number[] = [];
  for (const { devices: branchDevices, ...branch } of BRANCHES) {
    const [created] = await tx.insert(branches).values(branch).returning({ id: branches.id });
    branchIds.push(created!.id);
    await tx
      .insert(devices)
      .values(branchDevices.map((device) => ({ ...device, branchId: created!.id })));
  }
  for (const [index, { devices: durations, price, ...type }] of STUDY_TYPES.entries()) {
    const [created] = await tx
      .insert(studyTypes)
      .values({
        ...type,
        onReferalOrder: index + 1,
        descriptionPrice: '80.00',
        urgentDescriptionPrice: '150.00',
        comparisonDescriptionPrice: '100.00',
        urgentComparisonDescriptionPrice: '180.00',
      })
      .returning({ id: studyTypes.id });
    await tx.insert(studyTypePrices).values([
      { studyTypeId: created!.id, presetName: 'Standard', price: price.toFixed(2) },
      { studyTypeId: created!.id, presetName: 'Ulgowy', price: Math.round(price * 0.8).toFixed(2) },
    ]);
    await tx.insert(studyTypeDevices).values(
      Object.entries(durations).map(([deviceType, durationMinutes]) => ({
        studyTypeId: created!.id,
        deviceType,
        durationMinutes,
      })),
    );
  }
  return { branchIds };
}

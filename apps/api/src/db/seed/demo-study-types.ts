import type { Transaction } from '../client.js';
import {
  studyTypeDevices,
  studyTypePrices,
  studyTypeRadiologies,
  studyTypes,
} from '../schema/index.js';
import { DEFAULT_APP_CONFIG } from './app-config.js';

/** An exposure preset: kV, mA, s and dose (mGy·cm²) as exact decimal text. */
type Preset = [kV: string, mA: string, s: string, dose: string];

interface DemoStudyType {
  code: string;
  name: string;
  is3D: boolean;
  hasRemarks?: boolean;
  timeToDescribe: number;
  /** The Standard price in PLN; the other groups are derived from it in whole złote. */
  price: number;
  /** Description prices: normal, urgent, comparison, urgent comparison. */
  description: [number, number, number, number];
  subTypes?: string[];
  /** Female and male presets. */
  presets: { female: Preset; male: Preset };
  /** Minutes the study occupies each device type that performs it. */
  devices: Record<string, number>;
  comment?: string;
}

/** 15 dental and ENT study types, in the order the referral form lists them (synthetic). */
const STUDY_TYPES: DemoStudyType[] = [
  {
    code: 'PAN',
    name: 'Pantomogram',
    is3D: false,
    timeToDescribe: 15,
    price: 90,
    description: [60, 110, 80, 140],
    subTypes: ['Dorosły', 'Dziecko'],
    presets: { female: ['66', '8', '14.1', '85'], male: ['70', '10', '14.1', '110'] },
    devices: { PANTOMOGRAPH: 10 },
  },
  {
    code: 'CEPH-LL',
    name: 'Cefalometria boczna',
    is3D: false,
    timeToDescribe: 15,
    price: 90,
    description: [60, 110, 80, 140],
    presets: { female: ['70', '10', '9.4', '28'], male: ['73', '10', '9.4', '32'] },
    devices: { CEPHALOSTAT: 10 },
  },
  {
    code: 'CEPH-PA',
    name: 'Cefalometria PA',
    is3D: false,
    timeToDescribe: 15,
    price: 90,
    description: [60, 110, 80, 140],
    presets: { female: ['70', '10', '9.4', '30'], male: ['73', '10', '9.4', '35'] },
    devices: { CEPHALOSTAT: 10 },
  },
  {
    code: 'RVG',
    name: 'Zdjęcie wewnątrzustne',
    is3D: false,
    hasRemarks: true,
    timeToDescribe: 5,
    price: 30,
    description: [25, 45, 35, 60],
    subTypes: ['Siekacze', 'Kły', 'Przedtrzonowce', 'Trzonowce'],
    presets: { female: ['60', '7', '0.16', '2.5'], male: ['60', '7', '0.2', '3.1'] },
    devices: { INTRAORAL: 5 },
  },
  {
    code: 'BW',
    name: 'Zdjęcie skrzydłowo-zgryzowe',
    is3D: false,
    timeToDescribe: 5,
    price: 40,
    description: [25, 45, 35, 60],
    subTypes: ['Strona lewa', 'Strona prawa'],
    presets: { female: ['60', '7', '0.2', '3.1'], male: ['60', '7', '0.25', '3.9'] },
    devices: { INTRAORAL: 5, PANTOMOGRAPH: 10 },
  },
  {
    code: 'TMJ-2D',
    name: 'Stawy skroniowo-żuchwowe (2D)',
    is3D: false,
    timeToDescribe: 15,
    price: 120,
    description: [70, 130, 90, 160],
    presets: { female: ['68', '8', '11.8', '70'], male: ['72', '10', '11.8', '92'] },
    devices: { PANTOMOGRAPH: 15 },
  },
  {
    code: 'CBCT-5',
    name: 'CBCT – 1–3 zęby (5×5 cm)',
    is3D: true,
    hasRemarks: true,
    timeToDescribe: 30,
    price: 250,
    description: [120, 200, 150, 250],
    subTypes: ['Szczęka', 'Żuchwa'],
    presets: { female: ['85', '6.3', '14', '380'], male: ['90', '6.3', '14', '430'] },
    devices: { CBCT: 15 },
  },
  {
    code: 'CBCT-8',
    name: 'CBCT – łuk zębowy (8×8 cm)',
    is3D: true,
    timeToDescribe: 40,
    price: 320,
    description: [150, 250, 180, 300],
    subTypes: ['Szczęka', 'Żuchwa'],
    presets: { female: ['85', '7.1', '14', '560'], male: ['90', '7.1', '14', '640'] },
    devices: { CBCT: 20 },
  },
  {
    code: 'CBCT-F',
    name: 'CBCT – szczęka i żuchwa',
    is3D: true,
    timeToDescribe: 45,
    price: 400,
    description: [180, 300, 220, 360],
    presets: { female: ['90', '8', '17.5', '910'], male: ['95', '8', '17.5', '1050'] },
    devices: { CBCT: 20 },
  },
  {
    code: 'CBCT-ENDO',
    name: 'CBCT endodontyczny (wysoka rozdzielczość)',
    is3D: true,
    hasRemarks: true,
    timeToDescribe: 40,
    price: 280,
    description: [150, 250, 180, 300],
    presets: { female: ['90', '8', '15', '420'], male: ['90', '8', '17.5', '470'] },
    devices: { CBCT: 20 },
    comment: 'Podać numer zęba w uwagach.',
  },
  {
    code: 'CBCT-TMJ',
    name: 'CBCT stawów skroniowo-żuchwowych',
    is3D: true,
    timeToDescribe: 40,
    price: 350,
    description: [160, 260, 190, 310],
    subTypes: ['Usta zamknięte', 'Usta otwarte'],
    presets: { female: ['85', '8', '14', '620'], male: ['90', '8', '14', '710'] },
    devices: { CBCT: 20 },
  },
  {
    code: 'CBCT-SIN',
    name: 'CBCT zatok przynosowych',
    is3D: true,
    timeToDescribe: 40,
    price: 380,
    description: [170, 280, 200, 330],
    presets: { female: ['90', '7.1', '17.5', '780'], male: ['95', '7.1', '17.5', '890'] },
    devices: { CBCT: 20, ENT_CT: 15 },
  },
  {
    code: 'CBCT-EAR',
    name: 'CBCT kości skroniowej (ucho)',
    is3D: true,
    timeToDescribe: 45,
    price: 420,
    description: [190, 310, 230, 370],
    subTypes: ['Ucho lewe', 'Ucho prawe', 'Obustronnie'],
    presets: { female: ['90', '8', '17.5', '650'], male: ['95', '8', '17.5', '740'] },
    devices: { CBCT: 20, ENT_CT: 15 },
  },
  {
    code: 'CT-SIN',
    name: 'TK zatok przynosowych (laryngologiczny)',
    is3D: true,
    timeToDescribe: 40,
    price: 400,
    description: [180, 290, 210, 340],
    presets: { female: ['100', '12', '10', '540'], male: ['110', '12', '10', '620'] },
    devices: { ENT_CT: 15 },
  },
  {
    code: 'CT-NECK',
    name: 'TK krtani i szyi (laryngologiczny)',
    is3D: true,
    hasRemarks: true,
    timeToDescribe: 60,
    price: 520,
    description: [240, 380, 280, 440],
    presets: { female: ['110', '14', '12', '820'], male: ['120', '14', '12', '940'] },
    devices: { ENT_CT: 20 },
  },
];

/** What each price group pays, as a share of the Standard price (whole złote). */
const PRICE_GROUP_SHARE = [1, 0.8, 0.7];

const money = (zlote: number) => zlote.toFixed(2);

/** The demo study types with prices in every price group, presets, sub types and durations. */
export async function seedStudyTypes(tx: Transaction): Promise<void> {
  for (const [index, type] of STUDY_TYPES.entries()) {
    const [normal, urgent, comparison, urgentComparison] = type.description;
    const [created] = await tx
      .insert(studyTypes)
      .values({
        code: type.code,
        name: type.name,
        is3D: type.is3D,
        hasRemarks: type.hasRemarks ?? false,
        timeToDescribe: type.timeToDescribe,
        comment: type.comment ?? null,
        onReferalOrder: (index + 1) * 10,
        studySubTypes: type.subTypes ?? [],
        descriptionPrice: money(normal),
        urgentDescriptionPrice: money(urgent),
        comparisonDescriptionPrice: money(comparison),
        urgentComparisonDescriptionPrice: money(urgentComparison),
      })
      .returning({ id: studyTypes.id });
    const studyTypeId = created!.id;
    await tx.insert(studyTypePrices).values(
      DEFAULT_APP_CONFIG.priceGroups.map((presetName, group) => ({
        studyTypeId,
        presetName,
        price: money(Math.round(type.price * (PRICE_GROUP_SHARE[group] ?? 1))),
      })),
    );
    const presets = [
      ['Kobieta', type.presets.female],
      ['Mężczyzna', type.presets.male],
    ] as const;
    await tx.insert(studyTypeRadiologies).values(
      presets.map(([presetName, [kV, mA, s, dose]]) => ({
        studyTypeId,
        presetName,
        voltageKilovolts: kV,
        anodeCurrentMiliamper: mA,
        exposureTimeSeconds: s,
        radiationDoseMilligrayPerSquareCentimeter: dose,
      })),
    );
    await tx.insert(studyTypeDevices).values(
      Object.entries(type.devices).map(([deviceType, durationMinutes]) => ({
        studyTypeId,
        deviceType,
        durationMinutes,
      })),
    );
  }
}

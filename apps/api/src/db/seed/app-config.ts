import { DEFAULT_VISIT_FOLLOW_UP_DAYS } from '@portal/domain';
import type { Executor } from '../client.js';
import { appConfig, type AppConfigData } from '../schema/index.js';

/** The configuration a new installation starts with; administrators change it in settings. */
export const DEFAULT_APP_CONFIG: AppConfigData = {
  paymentTypes: ['Gotówka', 'Karta', 'Przelew'],
  priceGroups: ['Standard', 'Ulgowy', 'Pracowniczy'],
  radiationGroups: ['2D', '3D'],
  carrierPrices: { Disc: '20.00', Film: '30.00', Pendrive: '40.00' },
  deviceTypes: ['CBCT', 'PANTOMOGRAPH', 'CEPHALOSTAT', 'INTRAORAL', 'ENT_CT'],
  regions: ['mazowieckie', 'małopolskie', 'pomorskie'],
  complaintTypes: ['Jakość obrazu', 'Opis badania', 'Obsługa pacjenta', 'Termin'],
  complaintResolutionTimeHours: 14 * 24,
  specializations: [
    'Stomatologia ogólna',
    'Ortodoncja',
    'Chirurgia stomatologiczna',
    'Implantologia',
    'Endodoncja',
    'Periodontologia',
    'Otorynolaryngologia',
    'Radiologia',
  ],
  visitFollowUpDays: DEFAULT_VISIT_FOLLOW_UP_DAYS,
  gadgets: ['Kalendarz', 'Długopisy', 'Notesy'],
  visitReasons: ['Rutynowa', 'Nowy lekarz', 'Reklamacja', 'Szkolenie'],
  helpVideoPlaylistUrl: null,
};

/** Creates the configuration row when it is missing; an existing one is left alone. */
export async function ensureAppConfig(db: Executor): Promise<void> {
  await db.insert(appConfig).values({ id: 1, data: DEFAULT_APP_CONFIG }).onConflictDoNothing();
}

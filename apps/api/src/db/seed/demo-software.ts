import type { Transaction } from '../client.js';
import { software } from '../schema/index.js';

/**
 * The programs on the help page: well-known public download pages, or example.com for what a
 * real installation would host itself (synthetic).
 */
const PROGRAMS = [
  {
    name: 'TeamViewer QuickSupport (zdalna pomoc)',
    downloadUrl: 'https://www.teamviewer.com/pl/pobierz/',
  },
  {
    name: 'Przeglądarka badań 3D (CBCT)',
    downloadUrl: 'https://example.com/downloads/viewer-3d.zip',
  },
  { name: 'Przeglądarka zdjęć 2D', downloadUrl: 'https://example.com/downloads/viewer-2d.zip' },
  {
    name: '7-Zip (rozpakowywanie archiwów badań)',
    downloadUrl: 'https://www.7-zip.org/download.html',
  },
  { name: 'Klauzula informacyjna RODO (PDF)', downloadUrl: 'https://example.com/docs/rodo.pdf' },
];

export async function seedSoftware(tx: Transaction): Promise<void> {
  await tx.insert(software).values(PROGRAMS);
}

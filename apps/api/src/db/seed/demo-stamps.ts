import { isNotNull, sql } from 'drizzle-orm';
import {
  discardGeneratedObject,
  storeGeneratedObject,
  type GeneratedObject,
} from '../../modules/files/generated-file.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Transaction } from '../client.js';
import { doctors, doctorStamps, files } from '../schema/index.js';
import { encodeRgbPng } from './png.js';

/** The demo stamp's size in pixels: a landscape stamp, as printed in a referral's corner. */
const WIDTH = 300;
const HEIGHT = 150;
const INK: readonly [number, number, number] = [0x1f, 0x3a, 0x93];
const PAPER: readonly [number, number, number] = [0xff, 0xff, 0xff];

/** Whether pixel (x, y) lies on a frame `width` pixels wide, `inset` pixels inside the edge. */
function onFrame(x: number, y: number, inset: number, width: number): boolean {
  const within = (margin: number) =>
    x >= margin && x < WIDTH - margin && y >= margin && y < HEIGHT - margin;
  return within(inset) && !within(inset + width);
}

/** Bars where a real stamp has its lines of text: name, title, licence number, address. */
const BARS = [
  { top: 36, height: 12, left: 40, right: 260 },
  { top: 62, height: 10, left: 60, right: 240 },
  { top: 86, height: 8, left: 80, right: 220 },
  { top: 106, height: 8, left: 95, right: 205 },
];

/** Whether pixel (x, y) of the demo stamp is ink: a double frame and the bars. */
function isInk(x: number, y: number): boolean {
  return (
    onFrame(x, y, 4, 5) ||
    onFrame(x, y, 14, 2) ||
    BARS.some((bar) => y >= bar.top && y < bar.top + bar.height && x >= bar.left && x < bar.right)
  );
}

/** A synthetic stamp as a PNG (no text): the same bytes on every run, a few kilobytes. */
export function demoStampPng(): Buffer {
  return encodeRgbPng(WIDTH, HEIGHT, (x, y) => (isInk(x, y) ? INK : PAPER));
}

/**
 * Gives every demo doctor with an account a stamp (spec part 2 §5: a referral needs one), stored
 * through the app's storage as an uploaded and confirmed DoctorStamp would be, owned by the
 * doctor's account. Doctors without an account keep none, so the demo also shows the banner of a
 * referral whose issuer has no stamp.
 */
export async function seedStamps(tx: Transaction, storage: Storage): Promise<void> {
  const owners = await tx
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .where(isNotNull(doctors.userId))
    .orderBy(doctors.id);
  const png = demoStampPng();
  const stored: GeneratedObject[] = [];
  try {
    for (const doctor of owners) {
      const object = await storeGeneratedObject(storage, png);
      stored.push(object);
      await tx.insert(files).values({
        id: object.id,
        storageKey: object.storageKey,
        originalFilename: 'pieczatka.png',
        mimetype: 'image/png',
        fileType: 'DoctorStamp',
        declaredSize: object.size,
        storedSize: object.size,
        sha256: object.sha256,
        detectedKind: object.kind,
        status: 'ready',
        ownerUserId: doctor.userId,
        uploadedById: doctor.userId,
        confirmedAt: sql`now()`,
      });
      await tx.insert(doctorStamps).values({ doctorId: doctor.id, fileId: object.id });
    }
  } catch (error) {
    await Promise.allSettled(stored.map((object) => discardGeneratedObject(storage, object)));
    throw error;
  }
}

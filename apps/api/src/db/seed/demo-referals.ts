import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import {
  doctors,
  patients,
  referals,
  referalStudyTypes,
  studyTypes,
  users,
} from '../schema/index.js';

const DAY = 86_400_000;

/**
 * Referrals to look at in the demo (issue 17): the demo Doctor's, open and completed, for one to
 * three study types with remarks, over the last two weeks. Synthetic only; no studies are made
 * from them, so the desk can try 'Wystaw badanie' on each open one.
 */
export async function seedReferals(tx: Transaction): Promise<void> {
  const [doctor] = await tx
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.login, 'doctor@example.com'));
  if (!doctor) return;
  const patientIds = (
    await tx.select({ id: patients.id }).from(patients).orderBy(asc(patients.id)).limit(6)
  ).map((row) => row.id);
  const typeIds = (
    await tx
      .select({ id: studyTypes.id })
      .from(studyTypes)
      .where(eq(studyTypes.active, true))
      .orderBy(asc(studyTypes.onReferalOrder), asc(studyTypes.id))
      .limit(3)
  ).map((row) => row.id);
  const now = Date.now();
  for (const [index, patientId] of patientIds.entries()) {
    const completed = index % 3 === 2;
    const createdAt = new Date(now - (index * 2 + 1) * DAY);
    const [row] = await tx
      .insert(referals)
      .values({
        patientId,
        issuerId: doctor.id,
        mediaTypes: index % 2 === 0 ? ['Online'] : ['Online', 'Pendrive'],
        description: index % 2 === 0 ? 'Kontrola po leczeniu kanałowym' : 'Planowanie implantu',
        remarks:
          index === 1
            ? 'Pacjentka w ciąży — tylko badania bez promieniowania po konsultacji.'
            : null,
        requestDescription: index % 2 === 1,
        completed,
        completedAt: completed ? createdAt : null,
        createdById: doctor.userId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: referals.id });
    const types = typeIds.slice(0, 1 + (index % typeIds.length));
    await tx.insert(referalStudyTypes).values(
      types.map((studyTypeId, position) => ({
        referalId: row!.id,
        studyTypeId,
        remarks: position === 0 ? `Ząb ${36 + index}` : null,
        position,
      })),
    );
  }
}

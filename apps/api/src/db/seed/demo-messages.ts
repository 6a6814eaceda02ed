import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { doctors, messages, studies, studyTypes, users } from '../schema/index.js';

const DAY = 86_400_000;

/**
 * The demo doctor's inbox (issue 22 §2): a study shared with them, two mailings of the clinic —
 * one important — one of them read. Synthetic only.
 */
export async function seedMessages(tx: Transaction): Promise<void> {
  const [doctor] = await tx
    .select({ userId: users.id, doctorId: doctors.id })
    .from(users)
    .innerJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.login, 'doctor@example.com'));
  if (!doctor) return;
  const [study] = await tx
    .select({ id: studies.id, studyDate: studies.studyDate, studyType: studyTypes.name })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(eq(studies.leadingDoctorId, doctor.doctorId))
    .orderBy(asc(studies.id))
    .limit(1);
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await tx.insert(messages).values([
    {
      recipientId: doctor.userId,
      messageType: 'Mailing',
      title: 'Nowe godziny otwarcia placówki Warszawa Mokotów',
      content:
        '<p>Od 1 grudnia placówka <strong>Warszawa Mokotów</strong> przyjmuje pacjentów w dni ' +
        'robocze w godzinach 7:00–21:00, a w soboty 8:00–14:00.</p>' +
        '<p>Skierowania można jak dotąd wystawiać przez portal.</p>',
      important: true,
      createdAt: ago(12),
    },
    {
      recipientId: doctor.userId,
      messageType: 'Mailing',
      title: 'Tomografia CBCT w niskiej dawce',
      content:
        '<p>Wprowadziliśmy protokół CBCT w niskiej dawce dla dzieci i kontroli leczenia ' +
        'ortodontycznego.</p><ul><li>mniejsza dawka promieniowania</li>' +
        '<li>wynik z opisem w ciągu 48 godzin</li></ul>',
      readAt: ago(4),
      createdAt: ago(5),
    },
    ...(study
      ? [
          {
            recipientId: doctor.userId,
            messageType: 'SharedStudy' as const,
            params: {
              studyType: study.studyType,
              studyDate: study.studyDate.toLocaleDateString('pl-PL', {
                timeZone: 'Europe/Warsaw',
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              }),
            },
            linkedEntityId: study.id,
            createdAt: new Date(Date.now() - 2 * 3_600_000),
          },
        ]
      : []),
  ]);
}

import {
  completeLicenseNumber,
  completeNip,
  encodePesel,
  ROLES,
  type Gender,
  type Role,
} from '@portal/domain';
import type { Transaction } from '../client.js';
import { contacts, doctors, patients, userBranches, users } from '../schema/index.js';

/** Synthetic people: names are common Polish names, numbers are generated, e-mails are example.com. */
const STAFF: Record<Role, { firstName?: string; lastName?: string; companyName?: string }> = {
  Admin: { firstName: 'Anna', lastName: 'Nowicka' },
  Complaints: { firstName: 'Katarzyna', lastName: 'Wiśniewska' },
  Coordinator: { firstName: 'Piotr', lastName: 'Zieliński' },
  DentalOffice: { companyName: 'Gabinet Stomatologiczny Uśmiech s.c.' },
  DescribingDoctor: { firstName: 'Tomasz', lastName: 'Lewandowski' },
  Doctor: { firstName: 'Magdalena', lastName: 'Kowalczyk' },
  HelpContact: { firstName: 'Ewa', lastName: 'Kamińska' },
  Laboratory: { companyName: 'Laboratorium Protetyczne Korona sp. z o.o.' },
  Manager: { firstName: 'Marek', lastName: 'Wójcik' },
  Patient: { firstName: 'Joanna', lastName: 'Mazur' },
  Registration: { firstName: 'Agnieszka', lastName: 'Dąbrowska' },
  Technician: { firstName: 'Paweł', lastName: 'Kaczmarek' },
};

/** Which demo branches (by index) each role works in. */
const BRANCHES_OF: Partial<Record<Role, number[]>> = {
  Admin: [0, 1, 2],
  Manager: [0, 1, 2],
  Technician: [0],
  Registration: [0],
  DescribingDoctor: [0, 1],
  Coordinator: [1],
  Complaints: [0],
  HelpContact: [0],
};

const PATIENTS: { firstName: string; lastName: string; birthDate: string; gender: Gender }[] = [
  { firstName: 'Jan', lastName: 'Kowalski', birthDate: '1978-03-14', gender: 'Male' },
  { firstName: 'Maria', lastName: 'Nowak', birthDate: '1985-11-02', gender: 'Female' },
  { firstName: 'Zofia', lastName: 'Wójtowicz', birthDate: '2012-06-21', gender: 'Female' },
  { firstName: 'Adam', lastName: 'Krawczyk', birthDate: '1962-01-30', gender: 'Male' },
  { firstName: 'Łucja', lastName: 'Szymańska', birthDate: '1999-09-09', gender: 'Female' },
  { firstName: 'Michał', lastName: 'Wróbel', birthDate: '2008-12-01', gender: 'Male' },
  { firstName: 'Helena', lastName: 'Pawłowska', birthDate: '1947-07-17', gender: 'Female' },
  { firstName: 'Krzysztof', lastName: 'Jankowski', birthDate: '1990-04-25', gender: 'Male' },
  { firstName: 'Oliwia', lastName: 'Michalska', birthDate: '2016-02-29', gender: 'Female' },
  { firstName: 'Stanisław', lastName: 'Grabowski', birthDate: '1955-10-10', gender: 'Male' },
  { firstName: 'Natalia', lastName: 'Zając', birthDate: '1993-08-05', gender: 'Female' },
  { firstName: 'Igor', lastName: 'Bondarenko', birthDate: '1988-05-19', gender: 'Male' },
];

const EXTRA_DOCTORS = [
  { firstName: 'Barbara', lastName: 'Sikorska', specializations: ['Ortodoncja'] },
  {
    firstName: 'Grzegorz',
    lastName: 'Baran',
    specializations: ['Implantologia', 'Chirurgia stomatologiczna'],
  },
  { firstName: 'Olena', lastName: 'Kovalenko', specializations: ['Otorynolaryngologia'] },
];

const EXTRA_FACILITIES = [
  'Centrum Stomatologii Dentica sp. z o.o.',
  'Klinika Laryngologiczna Słuch s.c.',
];

function licenseNumber(seed: number): string {
  for (let candidate = seed; ; candidate++) {
    const pwz = completeLicenseNumber(String(candidate).padStart(6, '0'));
    if (pwz) return pwz;
  }
}

function nip(seed: number): string {
  for (let candidate = seed; ; candidate++) {
    const number = completeNip(String(candidate).padStart(9, '0'));
    if (number) return number;
  }
}

async function insertContact(
  tx: Transaction,
  values: typeof contacts.$inferInsert,
): Promise<number> {
  const [created] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
  return created!.id;
}

/**
 * A technician who also describes studies: the demo account for switching roles in the settings
 * popover (spec part 1 §6: Technician and DescribingDoctor switch among their own roles).
 */
export const MULTI_ROLE_DEMO_LOGIN = 'technician.describer@example.com';

async function seedMultiRoleUser(
  tx: Transaction,
  passwordHash: string,
  branchIds: number[],
): Promise<void> {
  const contactId = await insertContact(tx, {
    firstName: 'Robert',
    lastName: 'Sadowski',
    phoneNumbers: ['+48 600 100 200'],
    emailAddresses: [MULTI_ROLE_DEMO_LOGIN],
  });
  const [user] = await tx
    .insert(users)
    .values({
      login: MULTI_ROLE_DEMO_LOGIN,
      passwordHash,
      roles: ['Technician', 'DescribingDoctor'],
      emailConfirmed: true,
      contactId,
    })
    .returning({ id: users.id });
  await tx
    .insert(userBranches)
    .values([branchIds[0]!, branchIds[1]!].map((branchId) => ({ userId: user!.id, branchId })));
  // A second describer, so a description can be handed over in the demo (issue 15 §4).
  await tx.insert(doctors).values({
    userId: user!.id,
    contactId,
    licenseNumber: licenseNumber(331_205),
    specializations: ['Radiologia'],
    maxStudyHoursToDescribe: 20,
  });
}

/** The demo's doctor who signed up, confirmed the address and waits for the Admin (ADR 0044). */
export const AWAITING_VERIFICATION_DEMO_LOGIN = 'nowy.lekarz@example.com';

async function seedAwaitingSignup(tx: Transaction, passwordHash: string): Promise<void> {
  const contactId = await insertContact(tx, {
    firstName: 'Igor',
    lastName: 'Nowakowski',
    phoneNumbers: ['+48 600 300 400'],
    emailAddresses: [AWAITING_VERIFICATION_DEMO_LOGIN],
  });
  const [user] = await tx
    .insert(users)
    .values({
      login: AWAITING_VERIFICATION_DEMO_LOGIN,
      passwordHash,
      roles: ['Doctor'],
      emailConfirmed: true,
      verifiedAt: null,
      acceptedTerms: true,
      acceptedTermsAt: new Date(),
      contactId,
    })
    .returning({ id: users.id });
  await tx
    .insert(doctors)
    .values({ userId: user!.id, contactId, licenseNumber: licenseNumber(512_233) });
}

/** One user per role (`<role>@example.com`), doctors, facilities and patients. */
export async function seedPeople(
  tx: Transaction,
  passwordHash: string,
  branchIds: number[],
): Promise<void> {
  const userIds = {} as Record<Role, number>;
  for (const [index, role] of ROLES.entries()) {
    const login = `${role.toLowerCase()}@example.com`;
    const contactId = await insertContact(tx, {
      ...STAFF[role],
      nip: STAFF[role].companyName ? nip(526_000_100 + index * 37) : null,
      phoneNumbers: [`+48 600 100 ${String(100 + index).padStart(3, '0')}`],
      emailAddresses: [login],
    });
    const [user] = await tx
      .insert(users)
      .values({ login, passwordHash, roles: [role], emailConfirmed: true, contactId })
      .returning({ id: users.id });
    userIds[role] = user!.id;
    const worksIn = (BRANCHES_OF[role] ?? []).map((i) => branchIds[i]!);
    if (worksIn.length)
      await tx
        .insert(userBranches)
        .values(worksIn.map((branchId) => ({ userId: user!.id, branchId })));
  }

  await seedMultiRoleUser(tx, passwordHash, branchIds);
  await seedAwaitingSignup(tx, passwordHash);

  const doctorRows: (typeof doctors.$inferInsert)[] = [
    {
      userId: userIds.Doctor,
      contactId: await userContactId(tx, userIds.Doctor),
      licenseNumber: licenseNumber(210_340),
      specializations: ['Stomatologia ogólna'],
    },
    {
      userId: userIds.DescribingDoctor,
      contactId: await userContactId(tx, userIds.DescribingDoctor),
      licenseNumber: licenseNumber(318_722),
      specializations: ['Radiologia'],
      maxStudyHoursToDescribe: 40,
    },
    { userId: userIds.DentalOffice, contactId: await userContactId(tx, userIds.DentalOffice) },
    { userId: userIds.Laboratory, contactId: await userContactId(tx, userIds.Laboratory) },
  ];
  for (const [index, doctor] of EXTRA_DOCTORS.entries()) {
    const { specializations, ...names } = doctor;
    const contactId = await insertContact(tx, {
      ...names,
      phoneNumbers: [`+48 601 200 ${300 + index}`],
    });
    doctorRows.push({
      contactId,
      licenseNumber: licenseNumber(420_100 + index * 1_111),
      specializations,
    });
  }
  for (const [index, companyName] of EXTRA_FACILITIES.entries()) {
    const contactId = await insertContact(tx, {
      companyName,
      nip: nip(778_000_200 + index * 53),
      phoneNumbers: [`+48 602 300 ${400 + index}`],
    });
    doctorRows.push({ contactId });
  }
  await tx.insert(doctors).values(doctorRows);

  // The last two patients belong to the demo doctor, who sees only them (auth/patient-policy.ts);
  // staff see all of them.
  const doctorsOwnFrom = PATIENTS.length - 2;
  for (const [index, person] of PATIENTS.entries()) {
    const contactId = await insertContact(tx, {
      ...person,
      ssn: encodePesel(person.birthDate, 100 + index * 7, person.gender),
      phoneNumbers: [`+48 700 000 ${String(index).padStart(3, '0')}`],
      emailAddresses: [`pacjent${index + 1}@example.com`],
      addresses: [
        {
          street: `ul. Przykładowa ${index + 1}`,
          postalCode: '00-001',
          city: 'Warszawa',
          country: 'Polska',
        },
      ],
    });
    await tx.insert(patients).values({
      contactId,
      registrationDate: '2026-01-15',
      consents: { rodo: true, woman: false, dataProcessing: true, sending: index % 3 !== 0 },
      ssnIsPesel: true,
      createdById: index >= doctorsOwnFrom ? userIds.Doctor : userIds.Registration,
      updatedById: index >= doctorsOwnFrom ? userIds.Doctor : userIds.Registration,
    });
  }
}

async function userContactId(tx: Transaction, userId: number): Promise<number> {
  const row = await tx.query.users.findFirst({
    where: (u, { eq }) => eq(u.id, userId),
    columns: { contactId: true },
  });
  return row!.contactId;
}

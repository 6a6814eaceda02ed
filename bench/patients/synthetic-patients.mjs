// Synthetic patients for benchmarks: common Polish names (so trigram statistics look like real
// ones), birth dates from 1930 to 2024, and valid but fake PESELs built with the domain's own
// encodePesel (unique per patient). Nothing here is a real person's data.
import { encodePesel } from '@portal/domain';

/** Split on white space: a list per line would be 300 lines of names. */
const words = (text) => text.trim().split(/\s+/);

const FEMALE_FIRST = words(`
  Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Krystyna Elżbieta Zofia Joanna
  Magdalena Monika Teresa Danuta Natalia Aleksandra Karolina Marta Beata Dorota Jadwiga Halina
  Irena Janina Alicja Renata Iwona Paulina Justyna Grażyna Urszula Agata Julia Zuzanna Wiktoria
  Oliwia Łucja Hanna Weronika Emilia Helena Lena Maja Amelia Gabriela Jolanta Bożena Wanda
  Stanisława Sylwia Edyta Izabela Kinga
`);
const MALE_FIRST = words(`
  Jan Andrzej Piotr Krzysztof Stanisław Tomasz Paweł Józef Marcin Marek Michał Grzegorz Jerzy
  Tadeusz Adam Łukasz Zbigniew Ryszard Dariusz Henryk Mariusz Kazimierz Wojciech Robert Mateusz
  Marian Rafał Jacek Janusz Mirosław Maciej Sławomir Jarosław Kamil Wiesław Roman Władysław
  Jakub Artur Zdzisław Edward Mieczysław Damian Dawid Przemysław Sebastian Czesław Leszek
  Daniel Antoni Szymon Filip Igor
`);
/** 'masculine/feminine' where the forms differ. */
const LAST = words(`
  Nowak Kowalski/Kowalska Wiśniewski/Wiśniewska Wójcik Kowalczyk Kamiński/Kamińska
  Lewandowski/Lewandowska Zieliński/Zielińska Szymański/Szymańska Woźniak Dąbrowski/Dąbrowska
  Kozłowski/Kozłowska Jankowski/Jankowska Mazur Wojciechowski/Wojciechowska
  Kwiatkowski/Kwiatkowska Krawczyk Kaczmarek Piotrowski/Piotrowska Grabowski/Grabowska Zając
  Pawłowski/Pawłowska Michalski/Michalska Król Wieczorek Jabłoński/Jabłońska Wróbel
  Nowakowski/Nowakowska Majewski/Majewska Olszewski/Olszewska Stępień Malinowski/Malinowska
  Jaworski/Jaworska Adamczyk Dudek Nowicki/Nowicka Pawlak Górski/Górska Witkowski/Witkowska
  Walczak Sikora Baran Rutkowski/Rutkowska Michalak Szewczyk Ostrowski/Ostrowska
  Tomaszewski/Tomaszewska Pietrzak Marciniak Wróblewski/Wróblewska Zalewski/Zalewska
  Jakubowski/Jakubowska Jasiński/Jasińska Zawadzki/Zawadzka Sadowski/Sadowska Bąk
  Chmielewski/Chmielewska Włodarczyk Borkowski/Borkowska Czarnecki/Czarnecka Sawicki/Sawicka
  Sokołowski/Sokołowska Urbański/Urbańska Kubiak Maciejewski/Maciejewska
  Szczepański/Szczepańska Kucharski/Kucharska Wilk Kalinowski/Kalinowska Lis Mazurek
  Wysocki/Wysocka Adamski/Adamska Kaźmierczak Wasilewski/Wasilewska Sobczak
  Czerwiński/Czerwińska Andrzejewski/Andrzejewska Cieślak Głowacki/Głowacka
  Zakrzewski/Zakrzewska Kołodziej Sikorski/Sikorska Krajewski/Krajewska Gajewski/Gajewska
  Szymczak Szulc Baranowski/Baranowska Laskowski/Laskowska Brzeziński/Brzezińska
  Makowski/Makowska Ziółkowski/Ziółkowska Przybylski/Przybylska Domański/Domańska
  Nowacki/Nowacka Borowski/Borowska Błaszczyk Chojnacki/Chojnacka Ciesielski/Ciesielska Mróz
  Szczepaniak Wesołowski/Wesołowska Górecki/Górecka Krupa Kaczmarczyk Leszczyński/Leszczyńska
  Lipiński/Lipińska Kowalewski/Kowalewska Urbaniak Kozak Kania Mikołajczyk
  Czajkowski/Czajkowska Mucha Tomczak Kozieł Markowski/Markowska Kowalik Nawrocki/Nawrocka
  Brzozowski/Brzozowska Janik Musiał Wawrzyniak Bondarenko Kovalenko Shevchenko
`).map((name) => {
  const [masculine, feminine = masculine] = name.split('/');
  return [masculine, feminine];
});

/** A small deterministic PRNG (mulberry32): the same seed gives the same patients. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1930, 0, 1);
const DAYS = Math.floor((Date.UTC(2024, 11, 31) - FIRST_DAY) / DAY_MS);

/**
 * `count` patients as column arrays, ready for one `unnest` insert per batch. Each (birth date,
 * gender) pair hands out PESEL serials 0, 1, 2, … so no two patients share a PESEL.
 */
export function* syntheticPatients(count, { seed = 20261122, batch = 10_000 } = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const serials = new Map();
  for (let start = 0; start < count; start += batch) {
    const rows = {
      firstName: [],
      middleName: [],
      lastName: [],
      ssn: [],
      gender: [],
      birthDate: [],
      phone: [],
    };
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const female = next() < 0.52;
      const gender = female ? 'Female' : 'Male';
      let birthDate;
      let serial;
      do {
        birthDate = new Date(FIRST_DAY + Math.floor(next() * DAYS) * DAY_MS)
          .toISOString()
          .slice(0, 10);
        serial = serials.get(`${birthDate}${gender}`) ?? 0;
      } while (serial > 999);
      serials.set(`${birthDate}${gender}`, serial + 1);
      rows.firstName.push(pick(female ? FEMALE_FIRST : MALE_FIRST));
      rows.middleName.push(next() < 0.2 ? pick(female ? FEMALE_FIRST : MALE_FIRST) : null);
      rows.lastName.push(pick(LAST)[female ? 1 : 0]);
      rows.ssn.push(encodePesel(birthDate, serial, gender));
      rows.gender.push(gender);
      rows.birthDate.push(birthDate);
      rows.phone.push(`+48 5${String(Math.floor(next() * 1e8)).padStart(8, '0')}`);
    }
    yield rows;
  }
}

/**
 * Inserts the patients: contacts, patients and their creators' patient_access rows in one
 * statement per batch, as the API would store them (PESEL flag on, registration date, creator). Returns how many were inserted.
 */
export async function insertSyntheticPatients(
  client,
  count,
  { createdById, ownedBy, onBatch } = {},
) {
  let inserted = 0;
  for (const rows of syntheticPatients(count)) {
    // A share of the patients belongs to `ownedBy` (a referring doctor), the rest to `createdById`.
    const creators = rows.ssn.map((_, i) =>
      ownedBy && (inserted + i) % 100 === 0 ? ownedBy : createdById,
    );
    // The patients' copies of the contact (search columns) come from the trigger of migration
    // 0003, exactly as for the API's own writes.
    await client.query(
      `with new_contacts as (
         insert into contacts (first_name, middle_name, last_name, ssn, gender, birth_date,
                               phone_numbers)
         select f, m, l, s, g, b::date, array[p]
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           as t(f, m, l, s, g, b, p)
         returning id, ssn
       ), new_patients as (
         insert into patients (contact_id, registration_date, ssn_is_pesel, created_by_id, updated_by_id)
         select c.id, date '2026-01-15', true, x.creator, x.creator
         from new_contacts c join unnest($4::text[], $8::int[]) as x(ssn, creator) on x.ssn = c.ssn
         returning id, created_by_id, sort_last_name, sort_first_name
       )
       -- Their creators see them (patient_access, ADR 0042), as insertPatient writes it.
       insert into patient_access (user_id, patient_id, sort_last_name, sort_first_name)
       select created_by_id, id, sort_last_name, sort_first_name
       from new_patients where created_by_id is not null`,
      [
        rows.firstName,
        rows.middleName,
        rows.lastName,
        rows.ssn,
        rows.gender,
        rows.birthDate,
        rows.phone,
        creators,
      ],
    );
    inserted += rows.ssn.length;
    onBatch?.(inserted);
  }
  return inserted;
}

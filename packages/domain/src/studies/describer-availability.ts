/** What the describer picker knows about a doctor (spec part 2 §3, Doctor and Doctor user). */
export interface DescriberLoad {
  /** First vacation day, yyyy-MM-dd, or null. */
  vacationStart: string | null;
  /** Last vacation day, yyyy-MM-dd, or null. */
  vacationEnd: string | null;
  /** Hours of describing the doctor takes on; null means no limit. */
  maxStudyHoursToDescribe: number | null;
  /** Hours of describing already assigned to the doctor. */
  descriptionOccupancyHours: number;
}

export type DescriberAvailability =
  { available: true } | { available: false; reason: 'vacation' | 'overloaded' };

/**
 * Whether a doctor may be picked to describe a study (spec part 2 §5, Study form). The reason lets
 * the picker say why a doctor is disabled; vacation is checked first, so it wins over load.
 *
 * `today` is the Warsaw calendar date, yyyy-MM-dd, passed in so the rule never reads the clock.
 */
export function describerAvailability(
  doctor: DescriberLoad,
  studyTypeMinutesToDescribe: number,
  today: string,
): DescriberAvailability {
  if (isOnVacation(doctor, today)) return { available: false, reason: 'vacation' };
  if (isOverloaded(doctor, studyTypeMinutesToDescribe)) {
    return { available: false, reason: 'overloaded' };
  }
  return { available: true };
}

/**
 * Both bounds are vacation days, also when only one is set: a vacation "from the 1st" includes
 * the 1st. yyyy-MM-dd strings sort as the dates they name, so they are compared as strings.
 */
function isOnVacation({ vacationStart, vacationEnd }: DescriberLoad, today: string): boolean {
  if (vacationStart === null && vacationEnd === null) return false;
  return (
    (vacationStart === null || today >= vacationStart) &&
    (vacationEnd === null || today <= vacationEnd)
  );
}

/** The study's describing time is added to what the doctor already has; reaching the limit is fine. */
function isOverloaded(doctor: DescriberLoad, minutesToDescribe: number): boolean {
  if (doctor.maxStudyHoursToDescribe === null) return false;
  return doctor.descriptionOccupancyHours + minutesToDescribe / 60 > doctor.maxStudyHoursToDescribe;
}

import { consentQuestions, warsawToday, type ConsentQuestions } from '@portal/domain';
import type { ConsentPatient } from '../patients/patients.repository.js';

/**
 * The questions of the form for this patient today (Warsaw's date), or null when the patient's
 * birth date or gender is missing: then nobody can tell whether to ask about pregnancy or to
 * require a guardian, and no consent is requested.
 */
export function questionsFor(patient: ConsentPatient, now = new Date()): ConsentQuestions | null {
  if (!patient.birthDate || !patient.gender) return null;
  return consentQuestions(
    { gender: patient.gender, birthDate: patient.birthDate },
    warsawToday(now),
  );
}

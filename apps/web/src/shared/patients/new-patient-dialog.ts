import { createContext, useContext, type ComponentType } from 'react';
import type { PatientOption } from '../ui/pickers/patient-picker';

export interface NewPatientDialogProps {
  /** Cancel or Escape: nothing was added. */
  onClose: () => void;
  /** The patient was added; the form that asked picks them. */
  onCreated: (patient: PatientOption) => void;
}

/**
 * The patients feature's add dialog, for a form of another feature that picks a patient (the
 * appointment form: "or add a new patient inline with the existing patient dialog", issue 14).
 * Features do not import each other, so the app provides it (`app/app.tsx`), loaded on first use;
 * null where no dialog is provided.
 */
export const NewPatientDialogContext = createContext<ComponentType<NewPatientDialogProps> | null>(
  null,
);

export function useNewPatientDialog(): ComponentType<NewPatientDialogProps> | null {
  return useContext(NewPatientDialogContext);
}

import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The staff side of tablet consents: the patient's "Zgody i pliki" tab (spec part 1 §2, §4). */

export function consentSection(page: Page) {
  const main = page.getByRole('main');
  return {
    tab: main.getByRole('tab', { name: 'Zgody i pliki' }),
    tablet: main.getByRole('combobox', { name: 'Tablet' }),
    guardianName: main.getByRole('textbox', { name: 'Imię i nazwisko opiekuna' }),
    guardianBasis: main.getByRole('combobox', { name: 'Podstawa' }),
    send: main.getByRole('button', { name: 'Poproś o zgodę na tablecie' }),
    files: main.getByRole('list', { name: 'Pliki' }),
    noFiles: main.getByText('Pacjent nie ma jeszcze żadnych plików.', { exact: false }),
  };
}

/** Picks the tablet in the consent section, checking it is shown as connected. */
export async function chooseTablet(page: Page, tabletName: string): Promise<void> {
  const section = consentSection(page);
  await section.tablet.click();
  const option = page.getByRole('listbox').getByRole('option', { name: tabletName });
  await expect(option).toContainText('Online');
  await option.click();
  await expect(section.tablet).toContainText(tabletName);
}

/** The toast that confirms a request reached the tablet. */
export function requestSentText(tabletName: string): string {
  return `Prośba o zgodę została wysłana na tablet ${tabletName}. Pacjent może teraz podpisać zgodę.`;
}

/** The toast the requesting staff member gets when the patient has signed. */
export function signedText(patientFullName: string): string {
  return `${patientFullName}: zgoda została podpisana na tablecie.`;
}

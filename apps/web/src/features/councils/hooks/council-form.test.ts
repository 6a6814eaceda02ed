import { describe, expect, it } from 'vitest';
import { invalidCouncilEmail } from '../components/council-emails-field';
import { councilFieldOf } from './council-form';

describe('the council form', () => {
  it("places the server's issues under the form's fields", () => {
    expect(councilFieldOf('council.name')).toBe('name');
    expect(councilFieldOf('council.studyIds.3')).toBe('studyIds');
    expect(councilFieldOf('council.doctorEmails.0')).toBe('doctorEmails');
    expect(councilFieldOf('doctorEmails')).toBe('doctorEmails');
  });

  it('accepts only valid addresses', () => {
    expect(invalidCouncilEmail('anna.nowak@example.com')).toBeNull();
    expect(invalidCouncilEmail('anna.nowak')).toBe('validation.email');
  });
});

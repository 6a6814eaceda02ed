import { describe, expect, it } from 'vitest';
import { buildComplaintForm } from '../../test/complaint-fixtures';
import {
  complaintFieldOf,
  createComplaintFormResolver,
  dueDateOf,
  newComplaintForm,
  type ComplaintFormValues,
} from './complaint-form-values';

const resolve = (values: ComplaintFormValues) =>
  createComplaintFormResolver('pl')(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('complaint form values', () => {
  it('recomputes the due date from the report date, keeping a stored one while unchanged', () => {
    // 10.03.2026 10:00 Warsaw time = 09:00 UTC.
    expect(dueDateOf({ day: '2026-03-10', time: '10:00' }, 48, null)?.toISOString()).toBe(
      '2026-03-12T09:00:00.000Z',
    );
    // Across the change of time: 48 elapsed hours (12:00 CET, then 13:00 CEST).
    expect(dueDateOf({ day: '2026-03-28', time: '12:00' }, 48, null)?.toISOString()).toBe(
      '2026-03-30T11:00:00.000Z',
    );
    const stored = buildComplaintForm({ dueDate: '2026-03-11T09:00:00.000Z' });
    expect(dueDateOf({ day: '2026-03-10', time: '10:00' }, 48, stored)?.toISOString()).toBe(
      '2026-03-11T09:00:00.000Z',
    );
    expect(dueDateOf({ day: '2026-03-10', time: '11:00' }, 48, stored)?.toISOString()).toBe(
      '2026-03-12T10:00:00.000Z',
    );
    expect(dueDateOf({ day: '2026-03-10', time: '' }, 48, null)).toBeNull();
    expect(dueDateOf({ day: '2026-03-10', time: '10:00' }, null, null)).toBeNull();
  });

  it('requires a resolution to close', async () => {
    const values: ComplaintFormValues = {
      ...newComplaintForm({}, new Date('2026-03-10T09:00:00.000Z')),
      complainantName: 'Maria Wiśniewska',
      type: 'Patient',
      responsible: {
        id: '12',
        login: 'ewa@example.com',
        contact: { firstName: 'Ewa', lastName: 'Zając', companyName: null },
      },
    };
    expect((await resolve(values)).errors).toEqual({});
    const closing = await resolve({ ...values, status: 'Closed' });
    expect(closing.errors.complaintResolution?.message).toBe(
      'validation.complaint.resolutionRequired',
    );
    expect(
      (await resolve({ ...values, status: 'Closed', complaintResolution: 'Przeproszono.' })).errors,
    ).toEqual({});
  });

  it('prefills a patient or doctor and its type', () => {
    const now = new Date('2026-03-10T09:05:00.000Z');
    expect(newComplaintForm({}, now)).toMatchObject({ day: '2026-03-10', time: '10:05', type: '' });
    expect(
      newComplaintForm(
        {
          doctor: {
            id: '21',
            isFacility: false,
            contact: { id: 'c', firstName: 'Jan', lastName: 'Lis', companyName: null },
          },
        },
        now,
      ).type,
    ).toBe('Doctor');
  });

  it("places the server's issues under their fields", () => {
    expect(complaintFieldOf('complaint.reportDate')).toBe('day');
    expect(complaintFieldOf('complaint.responsiblePersonId')).toBe('responsible');
    expect(complaintFieldOf('complaint.studyId')).toBe('studyId');
    expect(complaintFieldOf('complaintResolution')).toBe('complaintResolution');
  });
});

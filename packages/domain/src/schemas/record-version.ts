import { z } from 'zod';

/**
 * The version of a record an update edits (ARCHITECTURE.md rule 7, ADR 0021): what the client
 * read with the record, sent back unchanged. Records start at 1 and every change adds one.
 */
export const ZRecordVersion = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.number.integer' })
  .positive({ error: 'validation.number.positive' })
  .max(2_147_483_647);
export type TRecordVersion = z.output<typeof ZRecordVersion>;

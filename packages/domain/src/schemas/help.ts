import { z } from 'zod';
import { HELP_CONTACTS_COUNT } from '../constants.js';
import { unsetToUndefined } from './pagination.js';

/**
 * `helpUserContacts(count)`: how many contact cards the help page asks for (spec part 2 §7: 16).
 * A larger count is capped at HELP_CONTACTS_COUNT rather than refused.
 */
export const ZHelpContactsArgs = z.object({
  count: z.preprocess(
    unsetToUndefined,
    z
      .number()
      .int({ error: 'validation.number.integer' })
      .positive({ error: 'validation.number.positive' })
      .default(HELP_CONTACTS_COUNT)
      .transform((count) => Math.min(count, HELP_CONTACTS_COUNT)),
  ),
});

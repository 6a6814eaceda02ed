import type { z } from 'zod';

/**
 * A ChipsField's `validate` from a domain schema: the first message key of the schema's verdict
 * on one value, or null when it passes.
 */
export function checkWith(schema: z.ZodType) {
  return (value: string): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'validation.invalid');
  };
}

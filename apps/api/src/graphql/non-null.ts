/**
 * The value of a column that is nullable in the database but required by the SDL for the rows a
 * type serves (e.g. a patient's name: `contacts` is shared with users, whose name may be empty).
 * A null still answers as GraphQL would: an error on this field, not a silent empty value.
 */
export function present<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`${field} is null`);
  return value;
}

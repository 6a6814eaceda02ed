/** One field of a change: its value before and after (as JSON text), or absent on one side. */
export interface FieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
}

/** What an audit row's `details` says, for showing it: changed fields, or plain facts. */
export type AuditDetails =
  | { kind: 'changes'; changes: FieldChange[]; facts: [string, string][] }
  | { kind: 'facts'; facts: [string, string][] }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const show = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a row's `details` JSON. Master data changes carry `{ before, after }` (issue 13 §4):
 * those become the fields whose values differ; anything else in the details is listed as facts.
 */
export function auditDetails(details: string | null | undefined): AuditDetails {
  if (!details) return { kind: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return { kind: 'text', text: details };
  }
  if (!isRecord(parsed)) return { kind: 'text', text: details };
  const { before, after, ...rest } = parsed;
  const facts = Object.entries(rest).map(([key, value]): [string, string] => [
    key,
    show(value) ?? '',
  ]);
  if (!isRecord(before) && !isRecord(after)) {
    return facts.length > 0 ? { kind: 'facts', facts } : { kind: 'none' };
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const changes = fields
    .map((field) => ({ field, before: show(old[field]), after: show(next[field]) }))
    .filter((change) => change.before !== change.after);
  return { kind: 'changes', changes, facts };
}

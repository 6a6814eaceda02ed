import { describe, expect, it } from 'vitest';
import { auditDetails } from './audit-changes';

describe('auditDetails', () => {
  it('lists only the fields a change touched, old and new', () => {
    const details = JSON.stringify({
      before: { name: 'Kraków', color: '#111111', devices: [{ name: 'CBCT' }] },
      after: { name: 'Kraków Kazimierz', color: '#111111', devices: [{ name: 'CBCT 2' }] },
      reason: 'rename',
    });
    expect(auditDetails(details)).toEqual({
      kind: 'changes',
      changes: [
        { field: 'name', before: 'Kraków', after: 'Kraków Kazimierz' },
        { field: 'devices', before: '[{"name":"CBCT"}]', after: '[{"name":"CBCT 2"}]' },
      ],
      facts: [['reason', 'rename']],
    });
  });

  it('shows a creation as fields without a value before', () => {
    const details = JSON.stringify({ after: { name: 'Nowa' } });
    expect(auditDetails(details)).toEqual({
      kind: 'changes',
      changes: [{ field: 'name', before: undefined, after: 'Nowa' }],
      facts: [],
    });
  });

  it('lists plain details as facts, and keeps text that is not JSON', () => {
    expect(auditDetails('{"branchId":3,"active":false}')).toEqual({
      kind: 'facts',
      facts: [
        ['branchId', '3'],
        ['active', 'false'],
      ],
    });
    expect(auditDetails('not json')).toEqual({ kind: 'text', text: 'not json' });
    expect(auditDetails(null)).toEqual({ kind: 'none' });
    expect(auditDetails('{}')).toEqual({ kind: 'none' });
  });
});

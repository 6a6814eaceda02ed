/** Kinds of records the audit trail names, as the filter offers them (labels in `auditLog`). */
export const AUDITED_ENTITIES = [
  'branch',
  'studyType',
  'software',
  'user',
  'appConfig',
  'tablet',
  'patient',
  'consentRequest',
  'file',
] as const;

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcomeFilter = (typeof AUDIT_OUTCOMES)[number];

/** Audit entries a page shows. */
export const AUDIT_PAGE_SIZE = 20;

/** The listing's state, kept in the URL so a reload or a shared link shows the same entries. */
export interface AuditListState {
  page: number;
  entityType: string;
  entityId: string;
  outcome: AuditOutcomeFilter | '';
}

export function parseAuditParams(params: URLSearchParams): AuditListState {
  const page = Number(params.get('page') ?? '0');
  const outcome = params.get('outcome') ?? '';
  return {
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    entityType: params.get('entityType') ?? '',
    entityId: params.get('entityId') ?? '',
    outcome: (AUDIT_OUTCOMES as readonly string[]).includes(outcome)
      ? (outcome as AuditOutcomeFilter)
      : '',
  };
}

export function auditParams(state: AuditListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 0) params.set('page', String(state.page));
  if (state.entityType) params.set('entityType', state.entityType);
  if (state.entityId) params.set('entityId', state.entityId);
  if (state.outcome) params.set('outcome', state.outcome);
  return params;
}

/** The `auditLog` query's variables of a state. */
export function auditVariables(state: AuditListState) {
  return {
    pagination: { skip: state.page * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE },
    where: {
      ...(state.entityType ? { entityType: state.entityType } : {}),
      ...(state.entityId ? { entityId: state.entityId } : {}),
      ...(state.outcome ? { outcome: state.outcome } : {}),
    },
  };
}

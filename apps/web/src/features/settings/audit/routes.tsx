import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const AuditLogPage = lazyPage(() => import('./pages/audit-log-page'), 'AuditLogPage');

/** /settings/audit: the audit trail for Admin (issue 13 §4). */
export const auditRoutes: FeatureRoute[] = [{ path: '/settings/audit', element: <AuditLogPage /> }];

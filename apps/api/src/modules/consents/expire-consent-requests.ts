import type { Database } from '../../db/client.js';
import { expireOverdueRequests } from './consent-requests.repository.js';

/**
 * The scheduled task that marks pending requests past their deadline Expired. Submitting already
 * refuses an overdue request by itself; this keeps the stored status truthful for lists and
 * audits. Idempotent, as scheduled tasks must be.
 */
export async function expireConsentRequests(db: Database): Promise<void> {
  await expireOverdueRequests(db);
}

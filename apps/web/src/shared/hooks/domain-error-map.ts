import { issueMessage, type Lang } from '@portal/domain';
import type { z } from 'zod';
import { domainText, isDomainMessageKey } from '../i18n/domain-text';

type Issue = Parameters<typeof issueMessage>[0];

/**
 * zod's generic issues (required, too long, too many…) get our catalogue's messages, as on the
 * server. A message with parameters is translated here; a bare key is left for useDomainMessage.
 */
export function domainErrorMap(lang: Lang) {
  return (issue: z.core.$ZodRawIssue) => {
    const { key, params } = issueMessage(issue as unknown as Issue, isDomainMessageKey);
    return params ? domainText(lang, key, params) : key;
  };
}

import { useMutation } from '@apollo/client/react';
import { ERROR_CODES, type ErrorCode } from '@portal/domain';
import { useState } from 'react';
import { classifyError, errorCode } from '../../../shared/api/classify-error';
import {
  KioskSubmitConsentDocument,
  type ConsentAnswersInput,
} from '../../../__generated__/graphql';

export type SubmitFailure =
  | { kind: 'network' }
  /** The server's own (localized) explanation. */
  | { kind: 'message'; message: string };

export type SubmitOutcome =
  | { kind: 'sent' }
  /** The request is no longer open; the server's explanation, if it gave one. */
  | { kind: 'closed'; message: string | null }
  | { kind: 'failed' };

/**
 * Codes with which the server refuses answers to a request that is no longer open (answered,
 * replaced by a newer one, expired, unknown): the form has nothing left to wait for.
 */
const CLOSED_CODES = new Set<ErrorCode>([ERROR_CODES.NOT_FOUND, ERROR_CODES.CONFLICT]);

/** `submitConsent`; the answers stay on screen after a failure so the patient can retry. */
export function useSubmitConsent() {
  const [mutate, { loading }] = useMutation(KioskSubmitConsentDocument);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = async (answers: ConsentAnswersInput): Promise<SubmitOutcome> => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { answers } });
      if (data?.submitConsent) return { kind: 'sent' };
      setFailure({ kind: 'network' });
      return { kind: 'failed' };
    } catch (error) {
      const kind = classifyError(error);
      const code = errorCode(error);
      if (code && CLOSED_CODES.has(code)) {
        return { kind: 'closed', message: kind.kind === 'other' ? kind.message : null };
      }
      switch (kind.kind) {
        case 'validation':
          setFailure({ kind: 'message', message: kind.messages.join(' ') });
          break;
        case 'other':
          setFailure({ kind: 'message', message: kind.message });
          break;
        case 'tokenExpired':
        case 'unauthenticated':
        case 'maintenance':
        case 'database':
        case 'network':
          // An ended session is being renewed meanwhile: trying again is the right advice.
          setFailure({ kind: 'network' });
          break;
      }
      return { kind: 'failed' };
    }
  };

  return { submit, submitting: loading, failure };
}

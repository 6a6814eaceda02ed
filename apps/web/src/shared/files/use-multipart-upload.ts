import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SignUploadPartsDocument, UploadedPartsDocument } from '../../__generated__/graphql';
import type { PortalOperationContext } from '../api/apollo-client';
import {
  uploadInParts,
  type MultipartUploadOptions,
  type PartPlan,
  type StoredPart,
} from './multipart-upload';

/**
 * A file that goes in parts (ADR 0039) through GraphQL: `send` PUTs the parts to the URLs
 * signUploadParts gives; `storedParts` lists what an interrupted upload already stored, or null
 * when it cannot be resumed (confirmed, cleaned up): then the caller prepares a new upload.
 */
export function useMultipartUpload() {
  const client = useApolloClient();
  const [signUploadParts] = useMutation(SignUploadPartsDocument);

  const storedParts = useCallback(
    async (fileId: string): Promise<StoredPart[] | null> => {
      try {
        const { data } = await client.query({
          query: UploadedPartsDocument,
          variables: { fileId },
          fetchPolicy: 'no-cache',
          context: { silentErrors: true } satisfies PortalOperationContext,
        });
        return data?.uploadedParts ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );

  const send = useCallback(
    (file: Blob, fileId: string, plan: PartPlan, options: MultipartUploadOptions) =>
      uploadInParts(
        file,
        plan,
        {
          sign: async (partNumbers) => {
            const { data } = await signUploadParts({ variables: { fileId, partNumbers } });
            if (!data) throw new Error('parts not signed');
            return data.signUploadParts;
          },
        },
        options,
      ),
    [signUploadParts],
  );

  return { storedParts, send };
}

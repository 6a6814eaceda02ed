import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateDoctorCommentDocument,
  DeleteDoctorCommentsDocument,
  DoctorCommentsDocument,
  UpdateDoctorCommentDocument,
} from '../../../__generated__/doctors/graphql';

export interface CommentText {
  title: string;
  content: string;
}

/**
 * The comments on a doctor (Admin, Manager; spec part 2 §3 Comment), newest first as the server
 * sends them, and the author's changes: add, edit with the version edited (ADR 0021), delete.
 * Failures of the changes are thrown for the form that made them to show.
 */
export function useDoctorComments(doctorId: string) {
  const query = useQuery(DoctorCommentsDocument, {
    variables: { doctorId },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const refetchQueries = [{ query: DoctorCommentsDocument, variables: { doctorId } }];
  const [create] = useMutation(CreateDoctorCommentDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    context: { silentErrors: true },
  });
  const [update] = useMutation(UpdateDoctorCommentDocument, { context: { silentErrors: true } });
  const [remove] = useMutation(DeleteDoctorCommentsDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });

  return {
    comments: query.data?.doctorComments ?? null,
    loading: query.loading,
    error: query.error ?? null,
    refetch: query.refetch,
    add: (comment: CommentText) => create({ variables: { doctorId, comment } }),
    edit: (id: string, comment: CommentText, version: number) =>
      update({ variables: { id, comment, version } }),
    remove: (id: string) => remove({ variables: { ids: [id] } }),
  };
}

import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorCommentFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../../shared/ui/load-error';
import { useDoctorComments } from '../../hooks/use-doctor-comments';
import { CommentForm } from './comment-form';
import { DoctorCommentItem } from './doctor-comment-item';
import { ViewCard } from './field-list';

/**
 * The comments tab (Admin, Manager; issue 20 §2): what the staff noted about the doctor, newest
 * first, and a form for a new one; the spec's words when there are none or they fail to load (§8).
 */
export function DoctorCommentsTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const { comments, loading, error, refetch, add, edit, remove } = useDoctorComments(doctorId);
  const [deleting, setDeleting] = useState<DoctorCommentFieldsFragment | null>(null);

  const reload = (id: string) => async () => {
    const { data } = await refetch();
    return data?.doctorComments.find((comment) => comment.id === id) ?? null;
  };

  let list;
  if (!comments) {
    list = loading ? (
      <Skeleton variant="rounded" height={120} aria-label={t('loading')} />
    ) : error ? (
      <LoadError message={t('comments.loadFailed')} onRetry={refetch} />
    ) : null;
  } else if (comments.length === 0) {
    list = (
      <Typography color="text.secondary" role="status">
        {t('comments.empty')}
      </Typography>
    );
  } else {
    list = (
      <Stack
        component="ul"
        aria-label={t('comments.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {comments.map((comment, index) => (
          <Fragment key={comment.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <DoctorCommentItem
              comment={comment}
              onEdit={async (text, version) => {
                await edit(comment.id, text, version);
                enqueueSnackbar(t('comments.saved'), { variant: 'success' });
              }}
              onDelete={() => setDeleting(comment)}
              reload={reload(comment.id)}
            />
          </Fragment>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <ViewCard title={t('comments.newTitle')}>
        <CommentForm
          label={t('comments.newTitle')}
          submitLabel={t('comments.send')}
          resetOnSave
          onSubmit={async (text) => {
            await add(text);
            enqueueSnackbar(t('comments.added'), { variant: 'success' });
          }}
        />
      </ViewCard>
      <ViewCard title={t('tab.comments')}>{list}</ViewCard>
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.deleteTitle')}
        message={
          deleting
            ? t('comments.deleteMessage', { title: deleting.title || t('comments.untitled') })
            : undefined
        }
        confirmLabel={t('comments.delete')}
        confirmColor="error"
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          setDeleting(null);
          enqueueSnackbar(t('comments.deleted'), { variant: 'success' });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorCommentFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import type { CommentText } from '../../hooks/use-doctor-comments';
import { CommentForm } from './comment-form';

type Comment = DoctorCommentFieldsFragment;

function authorName({ contact }: Comment['createdBy']): string {
  return (
    [contact.lastName, contact.firstName].filter(Boolean).join(' ') || (contact.companyName ?? '')
  );
}

interface Props {
  comment: Comment;
  onEdit: (comment: CommentText, version: number) => Promise<unknown>;
  onDelete: () => void;
  /** Reads the comments again; the comment as it is now, or null when it is gone. */
  reload: () => Promise<Comment | null>;
}

/**
 * One comment: title, content, author with picture, date; the author alone edits it in place or
 * deletes it (spec part 2 §6; the server says which are `mine`).
 */
export function DoctorCommentItem({ comment, onEdit, onDelete, reload }: Props) {
  const { t, i18n } = useTranslation('doctorView');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const [editing, setEditing] = useState<Comment | null>(null);
  const stale = useStaleVersion(reload, (fresh) => setEditing(fresh));
  const author = authorName(comment.createdBy);
  const titleText = comment.title || t('comments.untitled');

  return (
    <Stack component="li" direction="row" spacing={2} sx={{ py: 1.5 }}>
      <Avatar src={comment.createdBy.profilePictureURL ?? undefined} alt="">
        {author.charAt(0)}
      </Avatar>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <CommentForm
            // A reloaded comment starts the form again with its text.
            key={editing.version}
            label={t('comments.editTitle')}
            initial={{ title: editing.title, content: editing.content }}
            submitLabel={t('comments.save')}
            onSubmit={async (text) => {
              await onEdit(text, editing.version);
              stale.clear();
              setEditing(null);
            }}
            catchError={stale.catchStale}
            onCancel={() => {
              stale.clear();
              setEditing(null);
            }}
            notice={<StaleVersionAlert state={stale} />}
          />
        ) : (
          <>
            <Stack direction="row" alignItems="flex-start" spacing={1}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 500, flex: 1, overflowWrap: 'anywhere' }}
                color={comment.title ? undefined : 'text.secondary'}
              >
                {titleText}
              </Typography>
              {comment.mine && (
                <>
                  <Tooltip title={t('comments.edit')}>
                    <IconButton
                      size="small"
                      aria-label={t('comments.edit')}
                      onClick={() => setEditing(comment)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('comments.delete')}>
                    <IconButton size="small" aria-label={t('comments.delete')} onClick={onDelete}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {comment.content}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('comments.author', { name: author })}
              {' · '}
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, lang)}</time>
              {comment.updatedAt !== comment.createdAt &&
                ` · ${t('comments.edited', { date: formatDateTime(comment.updatedAt, lang) })}`}
            </Typography>
          </>
        )}
      </Stack>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMMENT_CONTENT_MAX, COMMENT_TITLE_MAX } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyError } from '../../../../shared/api/classify-error';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import type { CommentText } from '../../hooks/use-doctor-comments';

interface Props {
  /** The form's accessible name ('Nowy komentarz', 'Edycja komentarza'). */
  label: string;
  initial?: CommentText;
  submitLabel: string;
  /** Saves; a rejection is shown above the fields unless `catchError` took it. */
  onSubmit: (comment: CommentText) => Promise<unknown>;
  /** Takes an error of its own kind (a stale version) and says so; true when it did. */
  catchError?: (error: unknown) => boolean;
  onCancel?: () => void;
  /** Shown above the fields (the stale-version notice). */
  notice?: ReactNode;
  /** Empties the fields after a save (the add form). */
  resetOnSave?: boolean;
}

/**
 * A comment's title (optional) and content; sending is possible only with some content (spec
 * part 2 §5 "Doctor comment").
 */
export function CommentForm({
  label,
  initial = { title: '', content: '' },
  submitLabel,
  onSubmit,
  catchError,
  onCancel,
  notice,
  resetOnSave = false,
}: Props) {
  const { t } = useTranslation('doctorView');
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ title: title.trim(), content });
      if (resetOnSave) {
        setTitle('');
        setContent('');
      }
    } catch (error) {
      if (catchError?.(error)) return;
      const kind = classifyError(error);
      if (kind.kind === 'validation') setFailure(kind.messages.join(' '));
      else if (kind.kind === 'other') setFailure(kind.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label={label}
      noValidate
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice}
      <FailureAlert message={failure} />
      <TextField
        label={t('comments.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: COMMENT_TITLE_MAX } }}
        size="small"
        fullWidth
      />
      <TextField
        label={t('comments.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        slotProps={{ htmlInput: { maxLength: COMMENT_CONTENT_MAX } }}
        required
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            {t('comments.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy || content.trim() === ''}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

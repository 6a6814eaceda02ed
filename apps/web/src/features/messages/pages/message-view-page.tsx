import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MessageViewDocument } from '../../../__generated__/messages/graphql';
import { RecordPending } from '../../../shared/ui/record-pending';
import { DeleteMessagesDialog } from '../components/list/delete-messages-dialog';
import { MessageDate } from '../components/message-date';
import { ImportantChip } from '../components/view/important-chip';
import { MessageContent } from '../components/view/message-content';
import { MessageLink } from '../components/view/message-link';
import { messagePaths } from '../hooks/message-paths';
import { useDeleteMessages } from '../hooks/use-delete-messages';
import { useMarkOpened } from '../hooks/use-mark-opened';

/**
 * /messages/view/:id (spec part 2 §2 "Messages", §3 Message; issue 22 §2): one of the caller's
 * messages — its title, date, important marker and content, and where it leads. Opening an
 * unread one marks it read; it can be deleted after a confirmation.
 */
export function MessageViewPage() {
  const { t } = useTranslation('messages');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MessageViewDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const message = data?.message;
  useMarkOpened(message);
  const [confirming, setConfirming] = useState(false);
  const { remove, forget } = useDeleteMessages();

  const back = (
    <Button
      component={RouterLink}
      to={messagePaths.list}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('backToList')}
    </Button>
  );

  if (!message) {
    const texts = {
      loading: t('view.loading'),
      loadFailed: t('view.loadFailed'),
      notFound: t('view.notFound'),
    };
    return (
      <RecordPending back={back} loading={loading} error={error} onRetry={refetch} texts={texts} />
    );
  }

  const deleteMessage = async () => {
    try {
      await remove([message]);
      enqueueSnackbar(t('view.deleted'), { variant: 'success' });
      await navigate(messagePaths.list);
      // Only now: this page, while shown, would ask the server for the message again.
      forget([message.id]);
    } catch {
      // The app's error handler has said what went wrong.
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      {back}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            {message.important && <ImportantChip />}
            <Typography color="text.secondary">
              <MessageDate value={message.createdAt} />
            </Typography>
          </Stack>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
          aria-haspopup="dialog"
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {t('view.delete')}
        </Button>
      </Stack>
      <Paper component="article" aria-label={t('view.content')} sx={{ p: 3 }}>
        <MessageContent html={message.content} />
      </Paper>
      <MessageLink message={message} />
      <DeleteMessagesDialog
        open={confirming}
        count={1}
        important={message.important ? 1 : 0}
        onConfirm={deleteMessage}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

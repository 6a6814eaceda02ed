import { useQuery } from '@apollo/client/react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagesListDocument } from '../../../__generated__/messages/graphql';
import { lastPageOf, usePageInRange } from '../../../shared/hooks/use-page-in-range';
import { ListPageFrame } from '../../../shared/ui/list-page-frame';
import { ListResults } from '../../../shared/ui/list-results';
import { QuickFilterToggle } from '../../../shared/ui/quick-filter-toggle';
import { DeleteMessagesDialog } from '../components/list/delete-messages-dialog';
import { MessagesTable } from '../components/list/messages-table';
import { listVariables } from '../hooks/list-state';
import { useDeleteMessages } from '../hooks/use-delete-messages';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { useMessageListState } from '../hooks/use-message-list-state';
import { useUnreadMessagesCount } from '../hooks/use-unread-messages-count';

/** The ticked messages, for the list they were ticked on (another page or filter forgets them). */
interface Selection {
  list: string;
  ids: ReadonlySet<string>;
}

/**
 * /messages (Doctor, DentalOffice, Laboratory; spec part 2 §2 "Messages", §9; issue 22 §2): the
 * caller's messages, newest first, 20 a page, 'Tylko nieprzeczytane', all of it in the URL.
 * Unread ones stand out; ticked ones can be deleted after a confirmation, and everything can be
 * marked read at once.
 */
export function MessagesListPage() {
  const { t } = useTranslation('messages');
  const { enqueueSnackbar } = useSnackbar();
  const { state, setPage, setSize, setUnreadOnly } = useMessageListState();
  const variables = useMemo(() => listVariables(state), [state]);
  const query = useQuery(MessagesListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const loaded = query.data?.allMessages;
  const result = loaded ?? query.previousData?.allMessages ?? null;
  // The list's count is exact: the server does not cap it.
  const counted = useMemo(() => loaded && { ...loaded, totalCapped: false }, [loaded]);
  usePageInRange(state.page, state.size, counted, setPage);
  const lastPage = lastPageOf(result && { ...result, totalCapped: false }, state.size);

  const listKey = JSON.stringify(variables);
  const [selection, setSelection] = useState<Selection>({ list: listKey, ids: new Set() });
  const rows = result?.items ?? [];
  const ticked = selection.list === listKey ? selection.ids : new Set<string>();
  const selected = rows.filter((row) => ticked.has(row.id));
  // What the dialog asks about; kept while it closes, so its words stay until it has gone.
  const [pending, setPending] = useState<{ messages: typeof selected; open: boolean } | null>(null);
  const closeDialog = () => setPending((current) => current && { ...current, open: false });

  const unread = useUnreadMessagesCount();
  const { markAll, marking } = useMarkAllRead();
  const { remove, forget } = useDeleteMessages();
  const deleteSelected = async () => {
    if (!pending?.open) return;
    try {
      const deleted = await remove(pending.messages);
      forget(pending.messages.map((message) => message.id));
      setSelection({ list: listKey, ids: new Set() });
      enqueueSnackbar(t('list.deleted', { count: deleted }), { variant: 'success' });
    } catch {
      // The app's error handler has said what went wrong.
    }
    closeDialog();
  };

  return (
    <ListPageFrame
      title={t('title')}
      actions={
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => void markAll()}
          disabled={marking || unread === 0}
        >
          {t('list.markAllRead')}
        </Button>
      }
      filters={
        <QuickFilterToggle
          value="unread"
          label={t('filters.unreadOnly')}
          icon={MarkEmailUnreadIcon}
          color="primary"
          selected={state.unreadOnly}
          onToggle={() => setUnreadOnly(!state.unreadOnly)}
        />
      }
      add={null}
      dialogs={
        <DeleteMessagesDialog
          open={pending?.open ?? false}
          count={pending?.messages.length ?? 0}
          important={pending?.messages.filter((message) => message.important).length ?? 0}
          onConfirm={deleteSelected}
          onCancel={closeDialog}
        />
      }
    >
      <ListResults
        texts={{
          loading: t('list.loading'),
          loadFailed: t('list.loadFailed'),
          empty: t('list.empty'),
          noMatches: t('list.noUnread'),
          clearFilters: t('list.showAll'),
          // Messages are not added here.
          add: '',
        }}
        query={query}
        shown={result}
        emptyIcon={MailIcon}
        filtered={state.unreadOnly}
        onAdd={null}
        onClearFilters={() => setUnreadOnly(false)}
      >
        <MessagesTable
          rows={result?.items ?? null}
          total={result?.total ?? 0}
          hasMore={result?.hasMore ?? false}
          state={{ ...state, page: Math.min(state.page, lastPage) }}
          onPageChange={setPage}
          onSizeChange={setSize}
          loading={!result}
          selected={new Set(selected.map((message) => message.id))}
          onSelectedChange={(ids) => setSelection({ list: listKey, ids })}
          onDelete={() => setPending({ messages: selected, open: true })}
        />
      </ListResults>
    </ListPageFrame>
  );
}

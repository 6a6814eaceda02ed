import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitsCalendarFeedFieldsFragment } from '../../../__generated__/visits/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { useCalendarFeed } from '../hooks/use-calendar-feed';
import { CalendarFeedUrl } from './calendar-feed-url';
import { CalendarSyncSection } from './calendar-sync-section';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Kalendarz' (issue 21 §1): the push to an external calendar where one is configured (ADR 0052,
 * calendar-sync-section.tsx), then 'Subskrypcja kalendarza' (`visits.calendarFeed`, the
 * Coordinator's, ADR 0051): whether the caller's private iCalendar feed is on, how to subscribe
 * to it, a new URL (shown once; replacing a working one is confirmed first) and turning it off
 * (confirmed). Its body mounts while the dialog is open, so each opening reads the state afresh
 * and forgets a URL shown before.
 */
export function CalendarFeedDialog({ open, onClose }: Props) {
  const { t } = useTranslation('visits');
  const titleId = useId();
  const aboutId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={aboutId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('calendarFeed.dialogTitle')}</DialogTitle>
      <CalendarFeedBody aboutId={aboutId} onClose={onClose} />
    </Dialog>
  );
}

function FeedState({ feed }: { feed: VisitsCalendarFeedFieldsFragment }) {
  const { t, i18n } = useTranslation('visits');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return (
    <Typography role="status">
      {feed.active && feed.createdAt
        ? t('calendarFeed.active', {
            since: formatDateTime(feed.createdAt, lang),
            lastUsed: feed.lastUsedAt
              ? formatDateTime(feed.lastUsedAt, lang)
              : t('calendarFeed.neverUsed'),
          })
        : t('calendarFeed.inactive')}
    </Typography>
  );
}

function CalendarFeedBody({ aboutId, onClose }: { aboutId: string; onClose: () => void }) {
  const { t } = useTranslation('visits');
  const { enqueueSnackbar } = useSnackbar();
  const replaceNoteId = useId();
  const { feed, error, refetch, create, revoke, busy } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const active = feed?.active ?? false;

  // A refusal is the app's error handler's to tell.
  const makeLink = async () => {
    const created = await create();
    if (created) setUrl(created);
  };
  const replace = async () => {
    try {
      await makeLink();
    } finally {
      setConfirming(null);
    }
  };
  const turnOff = async () => {
    try {
      await revoke();
      setUrl(null);
      enqueueSnackbar(t('calendarFeed.revoked'), { variant: 'success' });
    } finally {
      setConfirming(null);
    }
  };

  let state;
  if (feed) state = <FeedState feed={feed} />;
  else if (error) state = <LoadError message={t('calendarFeed.loadFailed')} onRetry={refetch} />;
  else state = <LinearProgress aria-label={t('calendarFeed.loading')} />;

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <CalendarSyncSection />
          <Typography variant="h6" component="h3">
            {t('calendarFeed.title')}
          </Typography>
          <DialogContentText id={aboutId}>{t('calendarFeed.about')}</DialogContentText>
          {state}
          {url && <CalendarFeedUrl url={url} />}
          {active && (
            <Typography id={replaceNoteId} variant="body2" color="text.secondary">
              {t('calendarFeed.replaceNote')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {active && (
          <Button
            color="error"
            onClick={() => setConfirming('revoke')}
            disabled={busy}
            sx={{ mr: 'auto' }}
          >
            {t('calendarFeed.revoke')}
          </Button>
        )}
        <Button onClick={onClose}>{t('calendarFeed.close')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            active ? setConfirming('replace') : void makeLink().catch(() => undefined)
          }
          disabled={!feed || busy}
          aria-describedby={active ? replaceNoteId : undefined}
          startIcon={
            busy && !confirming ? <CircularProgress size={16} color="inherit" /> : undefined
          }
        >
          {t(active ? 'calendarFeed.createNew' : 'calendarFeed.create')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'replace'}
        title={t('calendarFeed.replaceTitle')}
        message={t('calendarFeed.replaceMessage')}
        confirmLabel={t('calendarFeed.createNew')}
        onConfirm={replace}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('calendarFeed.revokeTitle')}
        message={t('calendarFeed.revokeMessage')}
        confirmLabel={t('calendarFeed.revoke')}
        confirmColor="error"
        onConfirm={turnOff}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';
import { durationParts, uploadRate } from './upload-rate';
import type { QueuedUpload } from './use-upload-queue';

interface Props {
  items: readonly QueuedUpload[];
  /** A label per file type (the row's second line). */
  typeLabel: (item: QueuedUpload) => string;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  /** Drops a row (and, for a finished upload, its file: the caller decides). */
  onRemove: (item: QueuedUpload) => void;
  label: string;
}

/** Re-renders every second while something is being sent, so pace and time left move. */
function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The upload queue's rows (issue 16 §1): per file its progress with speed and time left, cancel
 * while it runs, retry when it failed or was cancelled, remove otherwise.
 */
export function UploadQueueList({ items, typeLabel, onCancel, onRetry, onRemove, label }: Props) {
  const { t } = useTranslation('files');
  const now = useTicker(items.some((item) => item.status === 'uploading'));

  const action = (item: QueuedUpload): ReactNode => {
    const button = (title: string, icon: ReactNode, onClick: () => void) => (
      <Tooltip title={title}>
        <IconButton edge="end" aria-label={`${title}: ${item.file.name}`} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
    switch (item.status) {
      case 'waiting':
      case 'uploading':
        return button(t('queue.cancel'), <CancelIcon />, () => onCancel(item.key));
      case 'failed':
      case 'cancelled':
        return (
          <Stack direction="row" spacing={1}>
            {button(t('queue.retry'), <ReplayIcon />, () => onRetry(item.key))}
            {button(t('queue.remove'), <DeleteIcon />, () => onRemove(item))}
          </Stack>
        );
      case 'done':
        return button(t('queue.discard'), <DeleteIcon />, () => onRemove(item));
      case 'checking':
        return null;
    }
  };

  const timeLeft = (seconds: number) => {
    const parts = durationParts(seconds);
    if (parts.hours > 0) return t('queue.leftHours', parts);
    return parts.minutes > 0 ? t('queue.leftMinutes', parts) : t('queue.leftSeconds', parts);
  };

  const progress = (item: QueuedUpload): ReactNode => {
    const size = formatBytes(item.file.size);
    if (item.status !== 'uploading') {
      return (
        <Stack direction="row" spacing={1} alignItems="center">
          {item.status === 'done' && (
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          )}
          <Typography variant="body2" color={item.status === 'failed' ? 'error' : 'text.secondary'}>
            {t(`queue.status.${item.status}`, { size })}
          </Typography>
        </Stack>
      );
    }
    const percent = item.file.size > 0 ? Math.round((item.loaded / item.file.size) * 100) : 0;
    const rate = uploadRate(item.loaded, item.file.size, item.startedAt, now);
    return (
      <Stack spacing={0.5}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('uploading', { name: item.file.name })}
        />
        <Typography variant="body2" color="text.secondary">
          {rate
            ? t('queue.progress', {
                percent,
                sent: formatBytes(item.loaded),
                size,
                speed: formatBytes(rate.bytesPerSecond),
                left: timeLeft(rate.secondsLeft),
              })
            : t('queue.starting', { percent, size })}
        </Typography>
      </Stack>
    );
  };

  if (items.length === 0) return null;
  return (
    <List dense aria-label={label}>
      {items.map((item) => (
        <ListItem key={item.key} secondaryAction={action(item)} sx={{ pr: 12 }}>
          <ListItemText
            primary={`${item.file.name} · ${typeLabel(item)}`}
            secondary={progress(item)}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

import { bytesToMegabytes } from '@portal/domain';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../i18n/use-domain-message';
import { formatBytes } from './format-bytes';
import { applyDropRules, DEFAULT_DROP_RULES, type DropRules } from './drop-rules';

interface Props {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  rules?: Partial<DropRules>;
  /** Upload progress per file name, 0–100, while an upload runs. */
  progress?: Readonly<Record<string, number>>;
  disabled?: boolean;
}

/**
 * The one dropzone of the portal (spec part 2 §5, §8, §9): drag and drop or choose files, at most
 * 15 and 5e9 bytes each by default, accept lists, duplicate names refused, single-file mode
 * replacing the chosen file, and a progress bar per file while it uploads.
 */
export function FileDropzone({
  files,
  onFilesChange,
  rules,
  progress = {},
  disabled = false,
}: Props) {
  const { t } = useTranslation('files');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const effective = { ...DEFAULT_DROP_RULES, ...rules };

  const add = (dropped: File[]) => {
    const { files: next, rejections } = applyDropRules(files, dropped, effective);
    for (const { name, reason } of rejections) {
      const message =
        reason === 'duplicate'
          ? domainMessage('validation.file.duplicate', { name })
          : t(`rejection.${reason}`, {
              name,
              max: reason === 'tooMany' ? effective.maxFiles : bytesToMegabytes(effective.maxBytes),
            });
      enqueueSnackbar(message, { variant: 'error' });
    }
    if (next !== files) onFilesChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const open = () => {
    if (!disabled) input.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-describedby={hintId}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <CloudUploadIcon color="primary" fontSize="large" aria-hidden />
        <Typography>{t(effective.single ? 'dropHereSingle' : 'dropHere')}</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {effective.accept.length > 0
            ? t('limitsWithTypes', {
                types: effective.accept.join(', '),
                max: bytesToMegabytes(effective.maxBytes),
              })
            : t('limits', { max: bytesToMegabytes(effective.maxBytes) })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple={!effective.single}
          accept={effective.accept.map((extension) => `.${extension}`).join(',') || undefined}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 && (
        <List dense aria-label={t('chosenFiles')}>
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onFilesChange(files.filter((other) => other !== file))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={
                  progress[file.name] === undefined ? (
                    formatBytes(file.size)
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={progress[file.name]}
                      aria-label={t('uploading', { name: file.name })}
                      sx={{ mt: 1 }}
                    />
                  )
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

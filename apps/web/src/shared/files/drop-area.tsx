import { bytesToMegabytes } from '@portal/domain';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../i18n/use-domain-message';
import { applyDropRules, DEFAULT_DROP_RULES, type DropRules } from './drop-rules';

interface Props {
  /** Files chosen so far and not sent yet (they count against the limits). */
  chosen: readonly File[];
  /** Called with the chosen files after a drop, when the drop changed them. */
  onChosen: (files: File[]) => void;
  rules?: Partial<DropRules>;
  /** Names already attached: a file of the same name is refused as a duplicate. */
  takenNames?: readonly string[];
  disabled?: boolean;
  /** The label read out for the area (what the dropped files become). */
  label?: string;
}

/**
 * The drop target of the portal (spec part 2 §5, §8, §9): drag and drop or choose files (Enter
 * or Space opens the picker), at most 15 and 5e9 bytes each by default, accept lists, duplicate
 * names refused, single-file mode replacing the chosen file. Each refusal is a toast with the
 * spec's message.
 */
export function DropArea({
  chosen,
  onChosen,
  rules,
  takenNames = [],
  disabled = false,
  label,
}: Props) {
  const { t } = useTranslation('files');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const effective = { ...DEFAULT_DROP_RULES, ...rules };

  const add = (dropped: File[]) => {
    const result = applyDropRules(chosen, dropped, effective, takenNames);
    for (const { name, reason } of result.rejections) {
      const message =
        reason === 'duplicate'
          ? domainMessage('validation.file.duplicate', { name })
          : t(`rejection.${reason}`, {
              name,
              max: reason === 'tooMany' ? effective.maxFiles : bytesToMegabytes(effective.maxBytes),
            });
      enqueueSnackbar(message, { variant: 'error' });
    }
    if (result.files.length !== chosen.length || result.files.some((f, i) => f !== chosen[i])) {
      onChosen(result.files);
    }
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

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-label={label}
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
  );
}

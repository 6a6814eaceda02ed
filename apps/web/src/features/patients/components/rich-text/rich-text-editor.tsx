import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { RICH_TEXT_NOTE_MAX } from '@portal/domain';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { insertHtmlAtCaret } from './insert-html';
import { countRichText, normalizeRichText, plainTextToHtml, sanitizeRichText } from './rich-text';

const COMMANDS = [
  { command: 'bold', label: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { command: 'italic', label: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { command: 'underline', label: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
  {
    command: 'insertUnorderedList',
    label: 'bulletList',
    icon: <FormatListBulletedIcon fontSize="small" />,
  },
  {
    command: 'insertOrderedList',
    label: 'numberedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
  },
] as const satisfies readonly { command: string; label: string; icon: ReactNode }[];

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  max?: number;
  /** Lets react-hook-form focus the editor when its field is invalid. */
  inputRef?: Ref<{ focus: () => void }>;
}

/**
 * A small rich-text editor (spec part 1 §2, §5): bold, italic, underline and lists, a live
 * "n / max" counter, and pasted content reduced to our tags. Typing stops at the limit; a paste
 * that goes over it shows the error and the form refuses to save.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  max = RICH_TEXT_NOTE_MAX,
  inputRef,
}: Props) {
  const { t } = useTranslation('patients');
  const labelId = useId();
  const counterId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  /** What the editor last reported, so our own echo does not reset the caret. */
  const reported = useRef<string | null>(null);
  const count = countRichText(value, max);

  useImperativeHandle(inputRef, () => ({ focus: () => editorRef.current?.focus() }), []);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === reported.current) return;
    editor.innerHTML = sanitizeRichText(value);
    reported.current = value;
  }, [value]);

  // Native beforeinput: React's synthetic one carries no inputType.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const stopAtLimit = (event: InputEvent) => {
      const inserting =
        event.inputType.startsWith('insert') && event.inputType !== 'insertFromPaste';
      if (inserting && countRichText(editor.innerHTML, max).length >= max) event.preventDefault();
    };
    editor.addEventListener('beforeinput', stopAtLimit);
    return () => editor.removeEventListener('beforeinput', stopAtLimit);
  }, [max]);

  const report = () => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = normalizeRichText(editor.innerHTML);
    reported.current = html;
    onChange(html);
  };

  const format = (command: string) => {
    editorRef.current?.focus();
    // execCommand is deprecated but remains the only editing API every browser implements.
    document.execCommand(command);
    report();
  };

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const clean = html
      ? sanitizeRichText(html)
      : plainTextToHtml(event.clipboardData.getData('text/plain'));
    if (editorRef.current) insertHtmlAtCaret(editorRef.current, clean);
    report();
  };

  return (
    <Box>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('richText.toolbar', { field: label })}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
        >
          {COMMANDS.map(({ command, label: key, icon }) => (
            <Tooltip key={command} title={t(`richText.${key}`)}>
              <IconButton
                size="small"
                aria-label={t(`richText.${key}`)}
                // Keeps the selection in the editor while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => format(command)}
              >
                {icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={editorRef}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={counterId}
          aria-invalid={Boolean(error) || count.over}
          tabIndex={0}
          onInput={report}
          onPaste={paste}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onBlur={() => {
            report();
            onBlur?.();
          }}
          sx={{
            minHeight: 96,
            maxHeight: 280,
            overflowY: 'auto',
            px: 1.5,
            py: 1,
            outline: 'none',
            '& p': { my: 0.5 },
            '& ul, & ol': { my: 0.5, pl: 3 },
          }}
        />
      </Box>
      <Stack direction="row" justifyContent="space-between" spacing={2}>
        <FormHelperText error={Boolean(error)}>{error ?? ' '}</FormHelperText>
        <Typography
          id={counterId}
          variant="caption"
          color={count.over ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
        >
          {count.length} / {count.max}
        </Typography>
      </Stack>
    </Box>
  );
}

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
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countRichText, normalizeRichText, sanitizeRichText } from './rich-text';
import { LOAD_VALUE_META, RichTextLimit } from './rich-text-limit';
import type { RichTextEditorProps } from './rich-text-props';

type Format = 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberedList';

const FORMATS: readonly { format: Format; mark: string; icon: ReactNode }[] = [
  { format: 'bold', mark: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { format: 'italic', mark: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { format: 'underline', mark: 'underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
  { format: 'bulletList', mark: 'bulletList', icon: <FormatListBulletedIcon fontSize="small" /> },
  {
    format: 'numberedList',
    mark: 'orderedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
  },
];

function toggle(editor: Editor, format: Format): void {
  const chain = editor.chain().focus();
  if (format === 'bold') chain.toggleBold().run();
  else if (format === 'italic') chain.toggleItalic().run();
  else if (format === 'underline') chain.toggleUnderline().run();
  else if (format === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/**
 * Only what a note may hold (RICH_TEXT_TAGS): paragraphs, line breaks, bold, italic, underline
 * and lists. Everything else the starter kit brings (headings, code, links…) is left out, so a
 * paste cannot bring it in either.
 */
const NOTE_KIT = StarterKit.configure({
  heading: false,
  blockquote: false,
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  link: false,
  trailingNode: false,
});

/**
 * The rich-text editor (spec part 1 §2, §5) on Tiptap (ADR 0024): bold, italic, underline and
 * lists, with their usual keyboard shortcuts, a live "n / max" counter, pasted content reduced
 * to our tags. Loaded lazily through RichTextField, so only forms with a note carry its code.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  max = RICH_TEXT_NOTE_MAX,
  inputRef,
}: RichTextEditorProps) {
  const { t } = useTranslation('forms');
  const labelId = useId();
  const counterId = useId();
  const count = countRichText(value, max);
  /** What the editor last reported, so our own echo does not reload it (and move the caret). */
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  const editor = useEditor({
    extensions: [NOTE_KIT, RichTextLimit.configure({ max })],
    content: sanitizeRichText(value),
    editorProps: {
      // Pasted Word or web content keeps only our tags, before the editor even parses it.
      transformPastedHTML: sanitizeRichText,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': counterId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = normalizeRichText(current.getHTML());
      reported.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        FORMATS.map(({ format, mark }) => [format, current.isActive(mark)]),
      ) as Record<Format, boolean>,
  });

  useImperativeHandle(inputRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor
      .chain()
      .setMeta(LOAD_VALUE_META, true)
      .setContent(sanitizeRichText(value), { emitUpdate: false })
      .run();
  }, [editor, value]);

  const invalid = Boolean(error) || count.over;
  useEffect(() => {
    // The text box is ProseMirror's element, there from the editor's `create` event on.
    const mark = () => editor.view.dom.setAttribute('aria-invalid', String(invalid));
    if (editor.isInitialized) mark();
    else editor.on('create', mark);
    return () => void editor.off('create', mark);
  }, [editor, invalid]);

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
          {FORMATS.map(({ format, icon }) => (
            <Tooltip key={format} title={t(`richText.${format}`)}>
              <IconButton
                size="small"
                aria-label={t(`richText.${format}`)}
                aria-pressed={active?.[format] ?? false}
                color={active?.[format] ? 'primary' : 'default'}
                // Keeps the selection in the editor while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(editor, format)}
              >
                {icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          component={EditorContent}
          editor={editor}
          sx={{
            '& .ProseMirror': {
              minHeight: 96,
              maxHeight: 280,
              overflowY: 'auto',
              px: 1.5,
              py: 1,
              outline: 'none',
            },
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

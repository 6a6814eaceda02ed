import Box from '@mui/material/Box';
import { useMemo, type ElementType } from 'react';
import { sanitizeRichText } from './rich-text';

interface Props {
  html: string;
  component?: ElementType;
}

/** Shows a saved rich-text note; it is sanitized again, whoever wrote it and however. */
export function RichTextView({ html, component = 'div' }: Props) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      component={component}
      sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

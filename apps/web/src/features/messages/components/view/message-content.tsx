import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeMessageHtml } from '../sanitize-message-html';

/**
 * A message's HTML (a mailing's as its author wrote it, the portal's own in words), sanitized in
 * the browser as well; long words and wide images stay within the page.
 */
export function MessageContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { maxWidth: '100%', borderCollapse: 'collapse' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

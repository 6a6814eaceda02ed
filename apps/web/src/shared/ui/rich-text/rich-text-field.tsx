import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-props';

// The editor library is sizeable: it is fetched the first time a form with a note is shown.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function Loading({ label }: { label: string }) {
  const { t } = useTranslation('forms');
  return (
    <Box role="status" aria-label={t('richText.loading')}>
      <FormLabel sx={{ display: 'block', mb: 0.5 }}>{label}</FormLabel>
      <Skeleton variant="rounded" height={136} />
    </Box>
  );
}

/** A rich-text note field (ADR 0024): a placeholder of its size until the editor has loaded. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

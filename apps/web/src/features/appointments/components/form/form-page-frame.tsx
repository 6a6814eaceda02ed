import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The appointment pages' frame: the way back to the calendar's day, a heading, the form. */
export function FormPageFrame({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('appointments');
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('form.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper sx={{ p: 3 }}>{children}</Paper>
    </Stack>
  );
}

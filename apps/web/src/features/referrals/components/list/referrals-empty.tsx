import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  filtered: boolean;
  onAdd: (() => void) | null;
  onClearFilters: () => void;
}

/**
 * No referrals at all — a label and 'Wystaw skierowanie' (spec part 2 §2) — or none matching the
 * filters.
 */
export function ReferralsEmpty({ filtered, onAdd, onClearFilters }: Props) {
  const { t } = useTranslation('referrals');
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }} role="status">
      <AssignmentIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography color="text.secondary">
        {filtered ? t('list.noMatches') : t('list.empty')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {filtered && <Button onClick={onClearFilters}>{t('list.clearFilters')}</Button>}
        {!filtered && onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

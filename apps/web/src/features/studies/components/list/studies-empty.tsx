import AddIcon from '@mui/icons-material/Add';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  filtered: boolean;
  onAdd: (() => void) | null;
  onClearFilters: () => void;
}

/** No studies at all, or none matching the filters. */
export function StudiesEmpty({ filtered, onAdd, onClearFilters }: Props) {
  const { t } = useTranslation('studies');
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }} role="status">
      <ManageSearchIcon color="disabled" sx={{ fontSize: 48 }} />
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

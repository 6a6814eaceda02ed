import AddIcon from '@mui/icons-material/Add';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  filtered: boolean;
  onAdd: (() => void) | null;
  onClearFilters: () => void;
}

/** No patients at all, or none matching the search. */
export function PatientsEmpty({ filtered, onAdd, onClearFilters }: Props) {
  const { t } = useTranslation('patients');
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }} role="status">
      <PersonSearchIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography color="text.secondary">
        {filtered ? t('list.noMatches') : t('list.empty')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {filtered && <Button onClick={onClearFilters}>{t('list.clearFilters')}</Button>}
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

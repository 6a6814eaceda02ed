import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Messages on the page, and how many of them are ticked. */
  shown: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  onDelete: () => void;
}

/** Above the table: ticking the whole page, how many are ticked, and 'Usuń zaznaczone'. */
export function SelectionBar({ shown, selected, onSelectAll, onDelete }: Props) {
  const { t } = useTranslation('messages');
  const all = shown > 0 && selected === shown;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1 }}
    >
      <FormControlLabel
        label={t('list.selectAll')}
        control={
          <Checkbox
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={shown === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1 }}>
        {selected > 0 ? t('list.selected', { count: selected }) : ''}
      </Typography>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        disabled={selected === 0}
        onClick={onDelete}
        aria-haspopup="dialog"
      >
        {t('list.deleteSelected')}
      </Button>
    </Stack>
  );
}

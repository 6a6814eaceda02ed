import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The view's important marker: a small outlined chip in the error palette's dark shade (AA). */
export function ImportantChip() {
  const { t } = useTranslation('messages');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LabelImportantIcon />}
      label={t('important')}
      sx={{
        color: 'error.dark',
        borderColor: 'error.dark',
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}

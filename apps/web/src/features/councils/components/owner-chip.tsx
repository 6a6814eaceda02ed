import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** 'Założyciel': the council's founder. */
export function OwnerChip() {
  const { t } = useTranslation('councils');
  return <Chip label={t('owner')} size="small" color="primary" variant="outlined" />;
}

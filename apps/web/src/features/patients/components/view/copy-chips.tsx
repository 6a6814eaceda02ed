import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../../shared/hooks/use-copy-to-clipboard';

/** Phone numbers or e-mails as chips; a click copies one (spec part 1 §2). */
export function CopyChips({ values }: { values: readonly string[] }) {
  const { t } = useTranslation(['patients', 'forms']);
  const copy = useCopyToClipboard();
  if (values.length === 0) return <>{t('patients:view.none')}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="span">
      {values.map((value) => (
        <Tooltip key={value} title={t('forms:chips.copy')}>
          <Chip
            label={value}
            size="small"
            onClick={() => void copy(value)}
            aria-label={t('forms:chips.copyValue', { value })}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

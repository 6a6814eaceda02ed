import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ConsentTablet } from '../../hooks/use-consent-tablets';
import { TabletStatusChip } from '../../../../shared/ui/tablet-status-chip';

interface Props {
  tablets: readonly ConsentTablet[];
  value: string;
  onChange: (tabletId: string) => void;
  disabled?: boolean;
}

function TabletOption({ tablet }: { tablet: ConsentTablet }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      justifyContent="space-between"
      width="100%"
    >
      <span>{tablet.name}</span>
      <TabletStatusChip status={tablet.status} />
    </Stack>
  );
}

/** The tablet to send the consent form to, each with its live status. */
export function TabletSelect({ tablets, value, onChange, disabled }: Props) {
  const { t } = useTranslation('patients');
  const selected = tablets.find((tablet) => tablet.id === value);
  return (
    <TextField
      select
      label={t('consentRequest.tablet')}
      value={selected ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || tablets.length === 0}
      fullWidth
      slotProps={{
        select: {
          renderValue: () => (selected ? <TabletOption tablet={selected} /> : ''),
        },
      }}
    >
      {tablets.map((tablet) => (
        <MenuItem key={tablet.id} value={tablet.id}>
          <TabletOption tablet={tablet} />
        </MenuItem>
      ))}
    </TextField>
  );
}

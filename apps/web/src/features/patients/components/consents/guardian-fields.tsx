import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GUARDIAN_BASES, GUARDIAN_NAME_MAX, type GuardianBasis } from '@portal/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  basis: GuardianBasis | '';
  onNameChange: (name: string) => void;
  onBasisChange: (basis: GuardianBasis) => void;
  disabled?: boolean;
}

/** For a minor the guardian signs: name and basis (matka, ojciec, opiekun; spec part 1 §3). */
export function GuardianFields({ name, basis, onNameChange, onBasisChange, disabled }: Props) {
  const { t } = useTranslation('patients');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextField
          label={t('consentRequest.guardianName')}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          required
          fullWidth
          disabled={disabled}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: GUARDIAN_NAME_MAX } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          select
          label={t('consentRequest.guardianBasis')}
          value={basis}
          onChange={(event) => onBasisChange(event.target.value as GuardianBasis)}
          required
          fullWidth
          disabled={disabled}
        >
          {GUARDIAN_BASES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`guardianBasis.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

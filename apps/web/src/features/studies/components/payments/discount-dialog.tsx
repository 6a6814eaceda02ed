import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** A percent from 0 to 100 with at most two decimals ("12,5" as typed in Polish). */
export function discountProblem(text: string): boolean {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return true;
  return Number(normalized) > 100;
}

interface Props {
  open: boolean;
  onCancel: () => void;
  onApply: (discount: string) => void;
}

/** 'Rabat': one percent for every line (spec part 2 §5), value = price × (1 − rabat/100). */
export function DiscountDialog({ open, onCancel, onApply }: Props) {
  const { t } = useTranslation('studyPayments');
  const [text, setText] = useState('');
  const invalid = text.trim() !== '' && discountProblem(text);

  return (
    <ConfirmDialog
      open={open}
      title={t('discount.title')}
      message={t('discount.message')}
      confirmLabel={t('discount.apply')}
      confirmDisabled={text.trim() === '' || invalid}
      onCancel={() => {
        setText('');
        onCancel();
      }}
      onConfirm={() => {
        const normalized = String(Number(text.trim().replace(',', '.')));
        setText('');
        onApply(normalized === '0' ? '' : normalized);
      }}
    >
      <TextField
        label={t('discount.percent')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? t('discount.invalid') : ' '}
        autoFocus
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </ConfirmDialog>
  );
}

import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MAX_LENGTH } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

interface Props {
  /** The file to move aside; the dialog is closed without one. */
  file: { id: string; name: string } | null;
  onCancel: () => void;
  onReject: (reason: string) => Promise<void>;
}

/** 'Odrzuć plik': asks why (required) before the file moves to the rejected files. */
export function RejectFileDialog({ file, onCancel, onReject }: Props) {
  const { t } = useTranslation('studyFiles');
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';

  return (
    <ConfirmDialog
      open={file !== null}
      title={t('reject.title', { name: file?.name ?? '' })}
      message={t('reject.message')}
      confirmLabel={t('reject.confirm')}
      confirmColor="error"
      confirmDisabled={blank}
      onCancel={() => {
        setReason('');
        onCancel();
      }}
      onConfirm={async () => {
        await onReject(reason);
        setReason('');
      }}
    >
      <TextField
        label={t('reject.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}

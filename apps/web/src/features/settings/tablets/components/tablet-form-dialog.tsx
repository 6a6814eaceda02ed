import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { FormDialogActions } from '../../../../shared/ui/form-dialog-actions';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** Why the last save failed, or null. */
  failure: string | null;
  /** Shown above the failure, e.g. the stale version alert of the edit dialog. */
  notice?: ReactNode;
  /** The form's `name` field, which every tablet form starts with. */
  name: UseFormRegisterReturn<'name'>;
  nameError: string | undefined;
  nameHelp: string;
  /** The fields after the name. */
  children: ReactNode;
}

/** The frame shared by registering and editing a tablet: dialog, form, title, failure, name. */
export function TabletFormDialog(props: Props) {
  const { t } = useTranslation('tablets');
  const titleId = useId();
  const { open, title, submitLabel, busy, onSubmit, onClose, failure, notice, children } = props;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {notice}
            <FailureAlert message={failure} />
            <TextField
              {...props.name}
              label={t('fields.name')}
              required
              fullWidth
              autoFocus
              error={Boolean(props.nameError)}
              helperText={props.nameError ?? props.nameHelp}
            />
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions
          busy={busy}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={submitLabel}
        />
      </form>
    </Dialog>
  );
}

import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  accountSuspensionSchema,
  DATE_MASK,
  suspensionEndOf,
  ZAccountBlock,
  ZAccountWarning,
} from '@portal/domain';
import { format } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BlockAccountDocument,
  RestoreAccountDocument,
  SuspendAccountDocument,
  UnregisterAccountDocument,
  WarnAccountDocument,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { DatePickersProvider } from '../../../../shared/ui/date-pickers-provider';
import { FailureAlert } from '../../../../shared/ui/failure-alert';

export type ModerationKind = 'warn' | 'suspend' | 'block' | 'restore' | 'unregister';

export interface ModeratedAccount {
  id: string;
  login: string;
  version: number;
}

interface Props {
  kind: ModerationKind;
  account: ModeratedAccount;
  onClose: () => void;
  /** After the step, with the account's version it brought. */
  onDone: (version: number) => void;
}

/** The Admin's words: the warning itself, or the reason of a suspension or block. */
interface Words {
  text: string;
  day: Date | null;
}

const SILENT = { context: { silentErrors: true } };

/** The last day picked: the account is suspended until 23:59 of it, Warsaw time. */
const ZSuspensionDay = z
  .date({ error: 'validation.date.required' })
  .transform((day) => suspensionEndOf(format(day, 'yyyy-MM-dd')));

/** The form's rule per step, the API's own schemas (ADR 0045). */
function schemaOf(kind: ModerationKind) {
  switch (kind) {
    case 'warn':
      return z.object({ text: ZAccountWarning.shape.message, day: z.unknown() });
    case 'suspend':
      return z.object({
        text: ZAccountBlock.shape.reason,
        day: ZSuspensionDay.pipe(accountSuspensionSchema().shape.until),
      });
    case 'block':
      return z.object({ text: ZAccountBlock.shape.reason, day: z.unknown() });
    default:
      return z.object({ text: z.unknown(), day: z.unknown() });
  }
}

/**
 * One of the Admin's steps on an account (ADR 0045), asked for in a dialog: the warning's text,
 * a suspension's last day and reason, a block's reason, or just a confirmation. The dialog stays
 * open on a refusal, saying why, and closes once the owner's mail is on its way.
 */
export function ModerationDialog({ kind, account, onClose, onDone }: Props) {
  const { t } = useTranslation('users');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [warn] = useMutation(WarnAccountDocument, SILENT);
  const [suspend] = useMutation(SuspendAccountDocument, SILENT);
  const [block] = useMutation(BlockAccountDocument, SILENT);
  const [restore] = useMutation(RestoreAccountDocument, SILENT);
  const [unregister] = useMutation(UnregisterAccountDocument, SILENT);
  const schema = useMemo(() => schemaOf(kind), [kind]);
  const {
    register,
    control,
    handleSubmit,
    showServerErrors,
    formState: { errors },
  } = useDomainForm<Words, { text: unknown; day: unknown }>({
    schema: schema as never,
    defaultValues: { text: '', day: null },
  });

  const run = async ({ text, day }: { text: unknown; day: unknown }): Promise<number> => {
    const { id, version } = account;
    const words = String(text);
    switch (kind) {
      case 'warn':
        return (await warn({ variables: { id, message: words } })).data!.warnAccount.version;
      case 'suspend': {
        const until = (day as Date).toISOString();
        const variables = { id, until, reason: words, version };
        return (await suspend({ variables })).data!.suspendAccount.version;
      }
      case 'block':
        return (await block({ variables: { id, reason: words, version } })).data!.blockAccount
          .version;
      case 'restore':
        return (await restore({ variables: { id, version } })).data!.restoreAccount.version;
      case 'unregister':
        return (await unregister({ variables: { id, version } })).data!.unregisterAccount.version;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await run(values));
    } catch (error) {
      const unplaced = showServerErrors(error);
      const kindOf = classifyError(error);
      if (unplaced) setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
      else setFailure(kindOf.kind === 'other' ? kindOf.message : t('messages.saveError'));
      return;
    }
    enqueueSnackbar(t(`moderation.done_${kind}`), { variant: 'success' });
    onClose();
  });

  const asksText = kind === 'warn' || kind === 'suspend' || kind === 'block';
  return (
    <ConfirmDialog
      open
      title={t(`moderation.${kind}Title`, { login: account.login })}
      message={t(`moderation.${kind}Message`)}
      confirmLabel={t(`moderation.${kind}`)}
      confirmColor={kind === 'restore' || kind === 'warn' ? 'primary' : 'error'}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <FailureAlert message={failure} />
      {kind === 'suspend' && (
        <DatePickersProvider>
          <Controller
            control={control}
            name="day"
            render={({ field }) => (
              <DatePicker
                label={t('moderation.suspendUntil')}
                value={field.value}
                onChange={field.onChange}
                format={DATE_MASK}
                disablePast
                slotProps={{
                  textField: {
                    fullWidth: true,
                    margin: 'normal',
                    required: true,
                    onBlur: field.onBlur,
                    error: Boolean(errors.day),
                    helperText: domainMessage(errors.day?.message),
                  },
                }}
              />
            )}
          />
        </DatePickersProvider>
      )}
      {asksText && (
        <TextField
          {...register('text')}
          label={kind === 'warn' ? t('moderation.warnText') : t('moderation.reason')}
          required
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          error={Boolean(errors.text)}
          helperText={domainMessage(errors.text?.message)}
        />
      )}
    </ConfirmDialog>
  );
}

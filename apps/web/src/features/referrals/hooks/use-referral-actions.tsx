import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteReferralDocument, DeleteReferralDocument } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** What the confirmations name: the referral and its patient. */
export interface ReferralTarget {
  id: string;
  patient: { contact: { firstName: string; lastName: string } };
}

interface Pending {
  kind: 'complete' | 'delete';
  referral: ReferralTarget;
  /** False while the dialog closes: its texts stay until it has gone. */
  open: boolean;
}

/**
 * 'Zrealizuj' and delete, each after a confirmation (spec part 2 §4, §5 "Delete actions ask for
 * confirmation"), with their success toasts. A deleted referral leaves the cache, so every list
 * showing it asks again; a completed one comes back with its new state and its rows follow.
 */
export function useReferralActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation('referrals');
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending((current) => current && { ...current, open: false });
  const [complete] = useMutation(CompleteReferralDocument);
  const [remove] = useMutation(DeleteReferralDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Referal', id: data.deleteReferal }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'referals' });
      cache.gc();
    },
  });

  const confirm = async () => {
    if (!pending?.open) return;
    const { kind, referral } = pending;
    try {
      if (kind === 'complete') {
        await complete({ variables: { id: referral.id } });
        enqueueSnackbar(t('complete.done'), { variant: 'success' });
      } else {
        await remove({ variables: { id: referral.id } });
        enqueueSnackbar(t('delete.done'), { variant: 'success' });
        onDeleted?.();
      }
    } catch {
      // The app's error handler has said what went wrong.
    }
    close();
  };

  const name = pending
    ? `${pending.referral.patient.contact.firstName} ${pending.referral.patient.contact.lastName}`
    : '';
  const dialogs: ReactNode = (
    <ConfirmDialog
      open={pending?.open ?? false}
      title={pending ? t(`${pending.kind}.title`) : ''}
      message={pending ? t(`${pending.kind}.message`, { name }) : ''}
      confirmLabel={pending ? t(`${pending.kind}.confirm`) : ''}
      confirmColor={pending?.kind === 'delete' ? 'error' : 'primary'}
      onCancel={close}
      onConfirm={confirm}
    />
  );

  return {
    requestComplete: (referral: ReferralTarget) =>
      setPending({ kind: 'complete', referral, open: true }),
    requestDelete: (referral: ReferralTarget) =>
      setPending({ kind: 'delete', referral, open: true }),
    dialogs,
  };
}

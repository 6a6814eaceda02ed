import { useApolloClient, useMutation } from '@apollo/client/react';
import CancelIcon from '@mui/icons-material/EventBusy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FOLLOW_UP_VISIT_REASON, warsawInstant, warsawParts } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  CancelVisitDocument,
  CompleteVisitDocument,
  RemoveVisitDocument,
  VisitsListDocument,
  type VisitViewFieldsFragment,
} from '../../../../__generated__/visits/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { staleVersionRefusal } from '../../../../shared/api/is-stale-version';
import { usePermission } from '../../../../shared/auth/use-permission';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import type { VisitPrefill } from '../form/visit-form-values';
import { visitPaths } from '../../hooks/visit-paths';
import { FollowUpDialog } from './follow-up-dialog';

type Dialog = 'complete' | 'cancelConfirm' | 'cancel' | 'delete' | 'plan';

interface Props {
  visit: VisitViewFieldsFragment;
  followUpDays: number;
  /** Reads the visit again (after a stale refusal). */
  refetch: () => unknown;
}

/** Why a call failed, in the words the user reads; null for what the app already said. */
function failureOf(error: unknown): string | null {
  const stale = staleVersionRefusal(error);
  if (stale) return stale.message;
  const kind = classifyError(error);
  if (kind.kind === 'validation') return kind.messages.join(' ');
  if (kind.kind === 'other') return kind.message;
  return null;
}

/** The follow-up's instant: the chosen day at the visit's time of day, Warsaw time. */
export function followUpInstant(visitDate: string, day: string): string {
  const { hour, minute } = warsawParts(new Date(visitDate));
  return warsawInstant(day, hour, minute).toISOString();
}

/**
 * The view's actions (spec part 2 §4 "Visit"): on a scheduled visit the caller may change
 * (`canEdit`), edit, complete, cancel (confirmed first; declining says nothing) and delete;
 * completing and cancelling ask for the next meeting's date. On a completed or cancelled one
 * (`canPlanFollowUp`), planning the next visit opens the add form prefilled.
 */
export function VisitActions({ visit, followUpDays, refetch }: Props) {
  const { t } = useTranslation('visits');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const client = useApolloClient();
  const mayEdit = usePermission('visits.edit');
  const mayAdd = usePermission('visits.add');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const options = { context: { silentErrors: true }, refetchQueries: [VisitsListDocument] };
  const [complete] = useMutation(CompleteVisitDocument, options);
  const [cancel] = useMutation(CancelVisitDocument, options);
  const [remove] = useMutation(RemoveVisitDocument, { context: { silentErrors: true } });
  const close = () => setDialog(null);
  const editable = mayEdit && visit.canEdit;
  const planable = mayAdd && visit.canPlanFollowUp;
  if (!editable && !planable) return null;

  const transition = async (kind: 'complete' | 'cancel', day: string) => {
    const variables = { id: visit.id, version: visit.version, followUpDate: day };
    try {
      if (kind === 'complete') await complete({ variables });
      else await cancel({ variables });
    } catch (error) {
      if (staleVersionRefusal(error)) void refetch();
      return failureOf(error) ?? t('messages.actionFailed');
    }
    close();
    enqueueSnackbar(t(kind === 'complete' ? 'messages.completed' : 'messages.cancelled'), {
      variant: 'success',
    });
    return null;
  };

  const removeVisit = async () => {
    try {
      await remove({ variables: { id: visit.id } });
    } catch (error) {
      close();
      const reason = failureOf(error);
      enqueueSnackbar(reason ? t('delete.failedWithReason', { reason }) : t('delete.failed'), {
        variant: 'error',
      });
      return;
    }
    close();
    enqueueSnackbar(t('messages.deleted'), { variant: 'success' });
    await navigate(visitPaths.list);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Visit', id: visit.id }) });
    client.cache.gc();
  };

  const plan = (day: string) => {
    const state: VisitPrefill = {
      doctor: visit.doctor,
      coordinator: visit.coordinator,
      visitDate: followUpInstant(visit.visitDate, day),
      visitReason: FOLLOW_UP_VISIT_REASON,
      previousVisitId: visit.id,
    };
    close();
    void navigate(visitPaths.add, { state });
    return null;
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {editable && (
        <>
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={visitPaths.edit(visit.id)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            variant="outlined"
            color="success"
            startIcon={<TaskAltIcon />}
            onClick={() => setDialog('complete')}
          >
            {t('actions.complete')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<CancelIcon />}
            onClick={() => setDialog('cancelConfirm')}
          >
            {t('actions.cancel')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setDialog('delete')}
          >
            {t('actions.delete')}
          </Button>
        </>
      )}
      {planable && (
        <Button
          variant="contained"
          startIcon={<EventRepeatIcon />}
          onClick={() => setDialog('plan')}
        >
          {t('actions.planFollowUp')}
        </Button>
      )}
      <FollowUpDialog
        open={dialog === 'complete'}
        title={t('complete.title')}
        message={t('complete.message')}
        confirmLabel={t('complete.confirm')}
        visitDate={visit.visitDate}
        followUpDays={followUpDays}
        onConfirm={(day) => transition('complete', day)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'cancelConfirm'}
        title={t('cancel.title')}
        message={t('cancel.confirmMessage')}
        confirmLabel={t('cancel.yes')}
        confirmColor="error"
        onConfirm={() => setDialog('cancel')}
        onCancel={close}
      />
      <FollowUpDialog
        open={dialog === 'cancel'}
        title={t('cancel.title')}
        message={t('cancel.message')}
        confirmLabel={t('cancel.confirm')}
        visitDate={visit.visitDate}
        followUpDays={followUpDays}
        onConfirm={(day) => transition('cancel', day)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        confirmColor="error"
        onConfirm={removeVisit}
        onCancel={close}
      />
      <FollowUpDialog
        open={dialog === 'plan'}
        title={t('plan.title')}
        message={t('plan.message')}
        confirmLabel={t('plan.confirm')}
        visitDate={visit.visitDate}
        followUpDays={followUpDays}
        onConfirm={plan}
        onCancel={close}
      />
    </Stack>
  );
}

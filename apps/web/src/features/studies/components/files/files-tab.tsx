import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { applyStudySwitchChange } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteStudyFilesDocument,
  FileDescriptionRequestDocument,
  StudyFilesDocument,
  StudyRejectedFilesDocument,
  UpdateStudyFilesDocument,
  UpdateStudyRejectedFilesDocument,
  type FileType,
  type StudyFileFieldsFragment,
} from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { useUploadQueue, type QueuedUpload } from '../../../../shared/files/use-upload-queue';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';
import { LoadError } from '../../../../shared/ui/load-error';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { RejectFileDialog } from './reject-file-dialog';
import { StudyFileTable } from './study-file-table';
import { StudyFileUploads } from './study-file-uploads';
import { useStudyFileActions } from './use-study-file-actions';

const STAFF_TYPES: readonly FileType[] = [
  'StudyImage',
  'StudyDescription',
  'StudyReferal',
  'StudyDescriptionRequest',
];
const DESCRIBER_TYPES: readonly FileType[] = ['StudyDescription'];

/**
 * The files tab (spec part 2 §2, §7; issue 16 §1): the study's files, new ones uploaded as they
 * are dropped and attached by the tab's save with the description switch (ADR 0037); a file
 * moved to the rejected ones with a reason, deleted after a confirmation (Admin, Technician).
 */
export function FilesTab({ studyId, readOnly }: { studyId: string; readOnly: boolean }) {
  const { t } = useTranslation('studyFiles');
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const mayEditStudy = usePermission('studies.edit');
  const mayDelete = usePermission('files.delete');
  const mayNotify = usePermission('studies.notifications');
  const query = useQuery(StudyFilesDocument, { variables: { id: studyId } });
  const study = query.data?.study;
  const target = useMemo(
    () => (study ? { patientId: study.patient.id, studyId } : {}),
    [study, studyId],
  );
  const queue = useUploadQueue(target);
  const [notify, setNotify] = useState<boolean | null>(null);
  const [rejecting, setRejecting] = useState<StudyFileFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<StudyFileFieldsFragment | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateStudyFilesDocument);
  const [reject] = useMutation(UpdateStudyRejectedFilesDocument);
  const [remove] = useMutation(DeleteStudyFilesDocument);
  const [fileRequest, { loading: requesting }] = useMutation(FileDescriptionRequestDocument);
  const fileActions = useStudyFileActions(studyId, study?.files ?? []);
  const stale = useStaleVersion(
    async () => (await query.refetch()).data?.study ?? null,
    () => undefined,
  );

  const uploaded = queue.items.filter((item) => item.status === 'done');
  const sending = queue.items.some((item) =>
    ['waiting', 'uploading', 'checking'].includes(item.status),
  );
  const dirty = uploaded.length > 0 || sending || notify !== null;
  const guard = useUnsavedChangesGuard(dirty && !saving, { watchQuery: true });

  const descriptionsUploaded = uploaded.some((item) => item.fileType === 'StudyDescription');
  if (query.error && !study) {
    return <LoadError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (!study) return <LinearProgress aria-label={t('loading')} />;

  // A description just uploaded turns the doctors' notice on (the form's toggle rule, §4).
  const suggested = descriptionsUploaded
    ? applyStudySwitchChange(
        study,
        { kind: 'descriptionUploaded' },
        { hasDescribers: true, notifyDescribersTouched: true },
      ).notifyDoctorsAboutDescription
    : study.notifyDoctorsAboutDescription;
  const notifyValue = notify ?? suggested;
  const takenNames = [
    ...study.files.map((file) => file.name),
    ...queue.items.filter((item) => item.status !== 'cancelled').map((item) => item.file.name),
  ];

  const discard = async (items: readonly QueuedUpload[]) => {
    // A checked upload, or the parts of an unfinished multipart one (deleting aborts it at once).
    const ids = items.flatMap((item) => {
      const id = item.uploaded?.id ?? item.resumable?.fileId;
      return id ? [id] : [];
    });
    if (ids.length > 0) await remove({ variables: { ids } }).catch(() => undefined);
    queue.remove(items.map((item) => item.key));
  };

  const submit = async () => {
    try {
      await save({
        variables: {
          id: studyId,
          fileIds: [
            ...study.files.map((file) => file.id),
            ...uploaded.map((item) => item.uploaded!.id),
          ],
          notify: notifyValue,
          version: study.version,
        },
      });
      queue.remove(uploaded.map((item) => item.key));
      setNotify(null);
      enqueueSnackbar(t('savedToast'), { variant: 'success' });
    } catch (error) {
      stale.catchStale(error);
    }
  };

  const moveToRejected = async (reason: string) => {
    const file = rejecting!;
    try {
      const current = await client.query({
        query: StudyRejectedFilesDocument,
        variables: { id: studyId },
        fetchPolicy: 'network-only',
      });
      const ids = (current.data?.studyRejectedFiles ?? []).map((rejected) => rejected.id);
      await reject({
        variables: { id: studyId, ids: [...ids, file.id], reason, version: study.version },
      });
      enqueueSnackbar(t('reject.done', { name: file.name }), { variant: 'success' });
    } catch (error) {
      stale.catchStale(error);
    }
    setRejecting(null);
  };

  const createRequest = async () => {
    try {
      await fileRequest({ variables: { id: studyId, version: study.version } });
      enqueueSnackbar(t('request.done'), { variant: 'success' });
    } catch (error) {
      stale.catchStale(error);
    }
  };

  const deleteSaved = async () => {
    const file = deleting!;
    try {
      await remove({ variables: { ids: [file.id] } });
      await query.refetch();
      enqueueSnackbar(t('delete.done'), { variant: 'success' });
    } catch {
      // The shared error handler has said why.
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3}>
      <StaleVersionAlert state={stale} />
      {!readOnly && mayEditStudy && (
        <Stack direction="row">
          <Button
            startIcon={<PostAddIcon />}
            disabled={requesting}
            onClick={() => void createRequest()}
          >
            {t('request.create')}
          </Button>
        </Stack>
      )}
      <StudyFileTable
        files={study.files}
        label={t('saved.label')}
        empty={t('saved.empty')}
        onOpen={fileActions.open}
        onExtract={fileActions.extract}
        actions={(file) =>
          readOnly ? null : (
            <>
              <RowActionButton
                label={t('reject.open', { name: file.name })}
                title={t('reject.openShort')}
                icon={<BlockIcon />}
                onClick={() => setRejecting(file)}
              />
              {mayDelete && (
                <RowActionButton
                  label={t('delete.open', { name: file.name })}
                  title={t('delete.openShort')}
                  icon={<DeleteIcon />}
                  onClick={() => setDeleting(file)}
                />
              )}
            </>
          )
        }
      />
      {fileActions.note}
      {!readOnly && (
        <Stack
          component="form"
          spacing={2}
          aria-label={t('upload.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography variant="h6" component="h2">
            {t('upload.title')}
          </Typography>
          <StudyFileUploads
            types={mayEditStudy ? STAFF_TYPES : DESCRIBER_TYPES}
            items={queue.items}
            takenNames={takenNames}
            onDrop={queue.add}
            onCancel={queue.cancel}
            onRetry={queue.retry}
            onRemove={(item) => void discard([item])}
          />
          {uploaded.length > 0 && <Alert severity="info">{t('upload.unsaved')}</Alert>}
          {mayNotify && (
            <FormControlLabel
              control={
                <Switch
                  checked={notifyValue}
                  onChange={(event) => setNotify(event.target.checked)}
                />
              }
              label={t('notifyDoctors')}
            />
          )}
          <FormPageActions
            busy={saving || sending}
            onCancel={() => {
              setNotify(null);
              void discard(queue.items.filter((item) => item.status !== 'uploading'));
            }}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
          />
        </Stack>
      )}
      <RejectFileDialog
        file={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={moveToRejected}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        confirmColor="error"
        onCancel={() => setDeleting(null)}
        onConfirm={deleteSaved}
      />
      {fileActions.dialogs}
      <UnsavedChangesDialog guard={guard} />
    </Stack>
  );
}

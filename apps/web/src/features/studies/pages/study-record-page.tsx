import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  DeleteStudyDocument,
  StudyEditorDocument,
  StudyFormStudyTypesDocument,
} from '../../../__generated__/graphql';
import { isMissingRecord } from '../../../shared/api/classify-error';
import { usePermission } from '../../../shared/auth/use-permission';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { StudyForm } from '../components/form/study-form';
import { studyFormValues } from '../components/form/study-form-values';
import { FilesTab } from '../components/files/files-tab';
import { RejectedFilesTab } from '../components/files/rejected-files-tab';
import { MetadataTab } from '../components/metadata-tab';
import { PaymentsTab } from '../components/payments/payments-tab';
import { SendStudiesLinkAction } from '../components/send-studies-link-action';
import { ShareStudyDialog } from '../components/share-study-dialog';
import { StudyDeadlines } from '../components/study-deadlines';
import { StudyPageFrame } from '../components/study-page-frame';
import { StudyReadView } from '../components/study-read-view';
import { useStudyTab, type StudyTab } from '../hooks/use-study-tab';

/**
 * /studies/view/{id} and /studies/edit/{id} (spec part 2 §2): the tabbed editor — general, files,
 * rejected files, payments and metadata in `?tab`, each saved on its own — for the staff who use it, read-only on the view
 * page; a simpler read view for the others. 'Edytuj badanie', mail the patient a link to their
 * studies, 'Utwórz konsylium' (the referring roles), share and delete as the study and the role
 * allow.
 */
export function StudyRecordPage({ editing }: { editing: boolean }) {
  const { t } = useTranslation('studyForm');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const fullEditor = usePermission('studies.fullEditor');
  const mayMetadataTab = usePermission('studies.tab.paymentsAndMetadata');
  const mayRadiology = usePermission('studies.internalFields');
  const mayMetadata = mayMetadataTab || mayRadiology;
  const maySendStudiesLink = usePermission('patients.sendStudiesLink');
  const mayCouncil = usePermission('councils.use');
  const tabs = useMemo(
    (): StudyTab[] => [
      'general',
      'files',
      'rejectedFiles',
      ...(mayMetadataTab ? (['payments'] as const) : []),
      ...(mayMetadata ? (['metadata'] as const) : []),
    ],
    [mayMetadata, mayMetadataTab],
  );
  const { tab, setTab } = useStudyTab(tabs);
  const record = useQuery(StudyEditorDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const studyTypes = useQuery(StudyFormStudyTypesDocument, { skip: !fullEditor });
  const [remove] = useMutation(DeleteStudyDocument);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sharing, setSharing] = useState(false);
  const study = record.data?.study;
  const readOnly = !editing || !study?.canEdit;

  const reload = async () => {
    const { data } = await client.query({
      query: StudyEditorDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    return data?.study ?? null;
  };

  const actions = study && (
    <>
      {!editing && study.canEdit && (
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`/studies/edit/${id}`}
        >
          {t('edit')}
        </Button>
      )}
      {maySendStudiesLink && <SendStudiesLinkAction patientId={study.patient.id} />}
      {!editing && mayCouncil && (
        <Button
          startIcon={<GroupsIcon />}
          component={RouterLink}
          to={`/councils?studyId=${encodeURIComponent(id)}`}
        >
          {t('council.open')}
        </Button>
      )}
      {study.canShare && (
        <Button startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
          {t('share.open')}
        </Button>
      )}
      {study.canDelete && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
          {t('delete.open')}
        </Button>
      )}
    </>
  );

  return (
    <StudyPageFrame title={editing ? t('titleEdit') : t('titleView')} actions={actions}>
      {record.error && !study ? (
        isMissingRecord(record.error) ? (
          <Alert severity="warning" role="alert">
            {t('notFound')}
          </Alert>
        ) : (
          <LoadError message={t('loadFailed')} onRetry={() => void record.refetch()} />
        )
      ) : !study || (fullEditor && !studyTypes.data) ? (
        <LinearProgress aria-label={t('loading')} />
      ) : !fullEditor ? (
        <StudyReadView study={study} />
      ) : (
        <>
          <StudyDeadlines study={study} />
          <Paper>
            <Tabs
              value={tab}
              onChange={(_event, next: StudyTab) => setTab(next)}
              aria-label={t('tabs.label')}
            >
              {tabs.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(`tabs.${name}`)}
                  id={`study-tab-${name}`}
                  aria-controls={`study-panel-${name}`}
                />
              ))}
            </Tabs>
            <div
              role="tabpanel"
              id={`study-panel-${tab}`}
              aria-labelledby={`study-tab-${tab}`}
              style={{ padding: 24 }}
            >
              {tab === 'general' ? (
                <StudyForm
                  key={`${study.id}-${editing}`}
                  study={study}
                  initialValues={studyFormValues(study)}
                  studyTypes={studyTypes.data?.studyTypes ?? []}
                  readOnly={readOnly}
                  reload={reload}
                  onSaved={() => undefined}
                  onCancel={() => void navigate(`/studies/view/${id}`)}
                />
              ) : tab === 'files' ? (
                <FilesTab studyId={study.id} readOnly={readOnly} />
              ) : tab === 'rejectedFiles' ? (
                <RejectedFilesTab studyId={study.id} readOnly={readOnly} />
              ) : tab === 'payments' ? (
                <PaymentsTab studyId={study.id} readOnly={readOnly} />
              ) : (
                <MetadataTab key={study.version} study={study} readOnly={readOnly} />
              )}
            </div>
          </Paper>
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        confirmColor="error"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          try {
            await remove({ variables: { id } });
            enqueueSnackbar(t('delete.done'), { variant: 'success' });
            void navigate('/studies', { replace: true });
          } catch {
            setConfirmDelete(false);
          }
        }}
      />
      {sharing && <ShareStudyDialog studyId={id} onClose={() => setSharing(false)} />}
    </StudyPageFrame>
  );
}

export function StudyViewPage() {
  return <StudyRecordPage editing={false} />;
}

export function StudyEditPage() {
  return <StudyRecordPage editing />;
}

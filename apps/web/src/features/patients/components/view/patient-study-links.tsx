import { useMutation, useQuery } from '@apollo/client/react';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PatientStudyLinksDocument,
  RevokePatientStudyLinkDocument,
  type PatientStudyLinkFieldsFragment,
} from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../../shared/ui/load-error';

function useSourceText() {
  const { t } = useTranslation('patients');
  return (link: PatientStudyLinkFieldsFragment) => {
    if (link.source !== 'Staff') return t(`studiesLink.links.source.${link.source}`);
    return link.sentBy
      ? t('studiesLink.links.source.Staff', { name: link.sentBy })
      : t('studiesLink.links.source.StaffUnknown');
  };
}

/**
 * 'Linki do wyników' on the patient view (issue 18 §3): the studies links that still work, newest
 * first as the server orders them — where each went, how it came to be, when, until when and when
 * the patient last used it — each to be revoked after a confirmation. For those who may send
 * studies links (`patients.sendStudiesLink`); the caller decides.
 */
export function PatientStudyLinks({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const sourceText = useSourceText();
  const { data, error, refetch } = useQuery(PatientStudyLinksDocument, {
    variables: { id: patientId },
    // Links are sent from elsewhere too (the public page, a saved description): read afresh.
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const [revoke] = useMutation(RevokePatientStudyLinkDocument, {
    refetchQueries: [PatientStudyLinksDocument],
    awaitRefetchQueries: true,
  });
  // The link asked about stays while the dialog closes; `confirming` opens and closes it.
  const [revoking, setRevoking] = useState<PatientStudyLinkFieldsFragment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const links = data?.patient?.activeStudyLinks;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
    } catch {
      // The app's error handler has said why (the link is gone already, say); the list may have
      // changed since it was read.
      setConfirming(false);
      void refetch().catch(() => undefined);
      return;
    }
    enqueueSnackbar(t('studiesLink.links.revoked'), { variant: 'success' });
    setConfirming(false);
  };

  let content;
  if (error && !links) {
    content = <LoadError message={t('studiesLink.links.loadFailed')} onRetry={() => refetch()} />;
  } else if (!links) {
    content = (
      <Skeleton variant="rounded" height={80} aria-label={t('studiesLink.links.loading')} />
    );
  } else if (links.length === 0) {
    content = (
      <Typography color="text.secondary" role="status">
        {t('studiesLink.links.empty')}
      </Typography>
    );
  } else {
    content = (
      <TableContainer>
        <Table size="small" aria-label={t('studiesLink.links.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('studiesLink.links.column.sentTo')}</TableCell>
              <TableCell>{t('studiesLink.links.column.source')}</TableCell>
              <TableCell>{t('studiesLink.links.column.createdAt')}</TableCell>
              <TableCell>{t('studiesLink.links.column.expiresAt')}</TableCell>
              <TableCell>{t('studiesLink.links.column.lastUsedAt')}</TableCell>
              <TableCell align="right">{t('studiesLink.links.column.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => (
              <TableRow key={link.id}>
                <TableCell>{link.sentTo}</TableCell>
                <TableCell>{sourceText(link)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(link.createdAt, lang)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(link.expiresAt, lang)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {link.lastUsedAt
                    ? formatDateTime(link.lastUsedAt, lang)
                    : t('studiesLink.links.neverUsed')}
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    startIcon={<LinkOffIcon />}
                    onClick={() => {
                      setRevoking(link);
                      setConfirming(true);
                    }}
                    aria-label={t('studiesLink.links.revokeLabel', { to: link.sentTo })}
                  >
                    {t('studiesLink.links.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('studiesLink.links.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{content}</CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('studiesLink.links.revokeTitle')}
        message={t('studiesLink.links.revokeMessage', { to: revoking?.sentTo ?? '' })}
        confirmLabel={t('studiesLink.links.revokeConfirm')}
        confirmColor="error"
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}

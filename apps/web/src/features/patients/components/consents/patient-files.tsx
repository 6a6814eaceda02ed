import { useApolloClient } from '@apollo/client/react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GetDownloadUrlDocument,
  type PatientFieldsFragment,
} from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { FileViewerDialog } from '../../../../shared/files/file-viewer-dialog';

type PatientFile = PatientFieldsFragment['files'][number];

/**
 * The patient's files, newest first (today the signed consents), each opened in the viewer
 * through a short-lived signed URL (getDownloadURL).
 */
export function PatientFiles({ files }: { files: readonly PatientFile[] }) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [viewing, setViewing] = useState<{ name: string; url: string } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (file: PatientFile) => {
    setOpening(file.id);
    try {
      const { data } = await client.query({
        query: GetDownloadUrlDocument,
        variables: { filePath: file.uri },
        // A signed URL expires within minutes: never reuse one from the cache.
        fetchPolicy: 'network-only',
        context: { silentErrors: true },
      });
      if (!data?.getDownloadURL) throw new Error('no download URL');
      setViewing({ name: file.name, url: data.getDownloadURL });
    } catch {
      const message = file.fileType === 'Consent' ? 'files.openConsentFailed' : 'files.openFailed';
      enqueueSnackbar(t(message), { variant: 'error' });
    } finally {
      setOpening(null);
    }
  };

  if (files.length === 0) {
    return <Typography color="text.secondary">{t('files.empty')}</Typography>;
  }

  return (
    <>
      <List aria-label={t('files.title')}>
        {files.map((file) => (
          // A list's children are list items (<li>): the button lives inside one.
          <ListItem key={file.id} disablePadding>
            <ListItemButton onClick={() => void open(file)} disabled={opening === file.id}>
              <ListItemIcon>
                <DescriptionOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={`${t(`fileType.${file.fileType}`)} · ${formatDateTime(file.createdAt, lang)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <FileViewerDialog open={viewing !== null} file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

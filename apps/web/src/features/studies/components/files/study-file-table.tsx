import DownloadIcon from '@mui/icons-material/Download';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyFileFieldsFragment } from '../../../../__generated__/graphql';
import { formatBytes } from '../../../../shared/files/format-bytes';
import { formatDateTime } from '../../../../shared/format/dates';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  files: readonly StudyFileFieldsFragment[];
  /** The table's accessible name. */
  label: string;
  empty: string;
  /** Shows the rejection reason column (the rejected-files tab). */
  withReason?: boolean;
  onOpen: (file: StudyFileFieldsFragment, mode: 'view' | 'download') => void;
  /** Unpacking into a folder, for the files that offer it (archives, where the browser can). */
  onExtract?: (file: StudyFileFieldsFragment) => (() => void) | null;
  /** Further actions of a row (reject, restore, delete) as the tab and the role allow. */
  actions?: (file: StudyFileFieldsFragment) => ReactNode;
}

/**
 * A study's files as a table (spec part 2 §2, files and rejected-files tabs): the name opens the
 * file (viewer or download), then type, size, when it was added, the reason when rejected.
 */
export function StudyFileTable({
  files,
  label,
  empty,
  withReason,
  onOpen,
  onExtract,
  actions,
}: Props) {
  const { t, i18n } = useTranslation(['studyFiles', 'files']);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';

  const extractButton = (file: StudyFileFieldsFragment) => {
    const extract = onExtract?.(file);
    return extract ? (
      <RowActionButton
        label={t('files:extract.openLabel', { name: file.name })}
        title={t('files:extract.open')}
        icon={<UnarchiveIcon />}
        onClick={extract}
      />
    ) : null;
  };

  if (files.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.name')}</TableCell>
            <TableCell>{t('column.type')}</TableCell>
            <TableCell align="right">{t('column.size')}</TableCell>
            <TableCell>{t('column.added')}</TableCell>
            {withReason && <TableCell>{t('column.reason')}</TableCell>}
            <TableCell align="right">{t('column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id} hover>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <Link component="button" type="button" onClick={() => onOpen(file, 'view')}>
                  {file.name}
                </Link>
              </TableCell>
              <TableCell>{t(`type.${file.fileType}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(file.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(file.createdAt, lang)}
              </TableCell>
              {withReason && <TableCell>{file.rejectionReason}</TableCell>}
              <TableCell align="right">
                <Stack direction="row" justifyContent="flex-end">
                  <RowActionButton
                    label={t('action.download', { name: file.name })}
                    title={t('action.downloadShort')}
                    icon={<DownloadIcon />}
                    onClick={() => onOpen(file, 'download')}
                  />
                  {extractButton(file)}
                  {actions?.(file)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

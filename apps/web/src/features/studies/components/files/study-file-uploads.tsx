import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileType } from '../../../../__generated__/graphql';
import { DropArea } from '../../../../shared/files/drop-area';
import { UploadQueueList } from '../../../../shared/files/upload-queue-list';
import type { QueuedUpload } from '../../../../shared/files/use-upload-queue';

interface Props {
  /** What the role may attach (a describing doctor: descriptions only). */
  types: readonly FileType[];
  items: readonly QueuedUpload[];
  /** Names already on the study or in the queue: a drop of the same name is refused. */
  takenNames: readonly string[];
  onDrop: (files: readonly File[], fileType: FileType) => void;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onRemove: (item: QueuedUpload) => void;
}

/**
 * Adding files to a study (issue 16 §1): what they are, the drop area, then each file's upload
 * with its progress. Files are sent as soon as they are dropped; the tab's save attaches them.
 */
export function StudyFileUploads({ types, items, takenNames, onDrop, ...queue }: Props) {
  const { t } = useTranslation('studyFiles');
  const labelId = useId();
  const [fileType, setFileType] = useState<FileType>(types[0]!);

  return (
    <Stack spacing={2}>
      {types.length > 1 && (
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id={labelId}>{t('upload.type')}</InputLabel>
          <Select
            labelId={labelId}
            label={t('upload.type')}
            value={fileType}
            onChange={(event) => setFileType(event.target.value)}
          >
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`type.${type}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <DropArea
        chosen={[]}
        takenNames={takenNames}
        label={t('upload.area', { type: t(`type.${fileType}`) })}
        onChosen={(files) => onDrop(files, fileType)}
      />
      <UploadQueueList
        items={items}
        label={t('upload.queue')}
        typeLabel={(item) => t(`type.${item.fileType}`)}
        onCancel={queue.onCancel}
        onRetry={queue.onRetry}
        onRemove={queue.onRemove}
      />
    </Stack>
  );
}

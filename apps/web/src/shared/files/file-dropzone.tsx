import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { DropArea } from './drop-area';
import { formatBytes } from './format-bytes';
import type { DropRules } from './drop-rules';

interface Props {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  rules?: Partial<DropRules>;
  /** Upload progress per file name, 0–100, while an upload runs. */
  progress?: Readonly<Record<string, number>>;
  disabled?: boolean;
}

/**
 * A drop area with the chosen files listed under it, each removable, and a progress bar per file
 * while it uploads: for a form that sends its files on save (the profile picture).
 */
export function FileDropzone({
  files,
  onFilesChange,
  rules,
  progress = {},
  disabled = false,
}: Props) {
  const { t } = useTranslation('files');

  return (
    <Box>
      <DropArea chosen={files} onChosen={onFilesChange} rules={rules} disabled={disabled} />
      {files.length > 0 && (
        <List dense aria-label={t('chosenFiles')}>
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onFilesChange(files.filter((other) => other !== file))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={
                  progress[file.name] === undefined ? (
                    formatBytes(file.size)
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={progress[file.name]}
                      aria-label={t('uploading', { name: file.name })}
                      sx={{ mt: 1 }}
                    />
                  )
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

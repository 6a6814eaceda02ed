import { useMutation } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICTURE_FILE_KINDS, PROFILE_PICTURE_MAX_BYTES } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteExistingProfilePictureDocument,
  UpdateProfilePictureDocument,
} from '../../../__generated__/graphql';
import { displayName, type CurrentUser } from '../../../shared/auth/use-current-user';
import { FileDropzone } from '../../../shared/files/file-dropzone';
import { FileViewerDialog } from '../../../shared/files/file-viewer-dialog';
import { useFileUpload } from '../../../shared/files/use-file-upload';
import { RemoveConfirmDialog } from '../../../shared/ui/remove-confirm-dialog';

/** jpg files come as .jpg or .jpeg; the server checks the bytes either way. */
const PICTURE_EXTENSIONS = [...PICTURE_FILE_KINDS, 'jpeg'];

interface Props {
  user: CurrentUser;
  /** Fetches the user again: the picture's signed URL is short-lived. */
  refresh: () => Promise<CurrentUser | null>;
}

/** The signed-in user's own picture (spec part 1 §7 updateProfilePicture, deleteExisting…). */
export function ProfilePictureCard({ user, refresh }: Props) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const { upload, progress } = useFileUpload();
  const [chosen, setChosen] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [viewerUrl, setViewerUrl] = useState<string | null>(null);
  const [updatePicture] = useMutation(UpdateProfilePictureDocument);
  const [deletePicture] = useMutation(DeleteExistingProfilePictureDocument);

  const save = async () => {
    const file = chosen[0];
    if (!file) return;
    setBusy(true);
    try {
      const stored = await upload(file, { fileType: 'ProfilePicture' });
      if (!stored) return;
      await updatePicture({ variables: { fileId: stored.id } });
      setChosen([]);
      enqueueSnackbar(t('pictureSet'), { variant: 'success' });
    } catch {
      // The shared error handler has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    await deletePicture();
    setConfirmRemove(false);
    enqueueSnackbar(t('pictureRemoved'), { variant: 'success' });
  };

  const preview = async () => {
    const fresh = await refresh();
    if (fresh?.profilePictureURL) setViewerUrl(fresh.profilePictureURL);
  };

  return (
    <Card>
      <CardHeader title={t('pictureTitle')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
          <Stack spacing={1} alignItems="center">
            <Avatar
              src={user.profilePictureURL ?? undefined}
              alt={displayName(user)}
              sx={{ width: 96, height: 96 }}
            />
            {user.profilePictureURL ? (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => void preview()}>
                  {t('preview')}
                </Button>
                <Button size="small" color="error" onClick={() => setConfirmRemove(true)}>
                  {t('removePicture')}
                </Button>
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('noPicture')}
              </Typography>
            )}
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
            <FileDropzone
              files={chosen}
              onFilesChange={setChosen}
              rules={{
                single: true,
                accept: PICTURE_EXTENSIONS,
                maxBytes: PROFILE_PICTURE_MAX_BYTES,
              }}
              progress={progress}
              disabled={busy}
            />
            <Button
              variant="contained"
              disabled={chosen.length === 0 || busy}
              onClick={() => void save()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('setPicture')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <RemoveConfirmDialog
        open={confirmRemove}
        subject={t('pictureSubject')}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      />
      <FileViewerDialog
        open={viewerUrl !== null}
        file={viewerUrl ? { name: t('pictureFileName'), url: viewerUrl } : null}
        onClose={() => setViewerUrl(null)}
      />
    </Card>
  );
}

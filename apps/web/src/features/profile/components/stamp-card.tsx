import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICTURE_FILE_KINDS, STAMP_MAX_BYTES } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CurrentDoctorStampDocument,
  DeleteExistingStampPictureDocument,
  UpdateStampPictureDocument,
} from '../../../__generated__/graphql';
import { DropArea } from '../../../shared/files/drop-area';
import { useFileUpload } from '../../../shared/files/use-file-upload';
import { LoadError } from '../../../shared/ui/load-error';
import { RemoveConfirmDialog } from '../../../shared/ui/remove-confirm-dialog';
import { StampCropDialog } from './stamp-crop-dialog';

/** jpg files come as .jpg or .jpeg; the server checks the bytes either way. */
const STAMP_EXTENSIONS = [...PICTURE_FILE_KINDS, 'jpeg'];

/** The stamp's box: about the size it is printed at on a referral. */
const STAMP_BOX = { width: 260, height: 140 };

/**
 * The signed-in doctor's stamp (spec part 2 §2 Profile, §5 "Image upload (stamp)", §7
 * updateStampPicture): shown, or an empty state saying a referral needs one; a chosen image is
 * cropped to a JPEG, uploaded and set; removing it asks first.
 */
export function StampCard() {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  // The image's URL is signed for minutes: each visit of the page asks again.
  const { data, loading, error, refetch } = useQuery(CurrentDoctorStampDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { upload, progress } = useFileUpload();
  const [updateStamp] = useMutation(UpdateStampPictureDocument);
  const [deleteStamp] = useMutation(DeleteExistingStampPictureDocument);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const save = async (stamp: File) => {
    setBusy(true);
    try {
      const stored = await upload(stamp, { fileType: 'DoctorStamp' });
      if (!stored) return;
      await updateStamp({ variables: { fileId: stored.id } });
      setChosen(null);
      enqueueSnackbar(t('stamp.set'), { variant: 'success' });
    } catch {
      // The shared error handler has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    await deleteStamp();
    setConfirmRemove(false);
    enqueueSnackbar(t('stamp.removed'), { variant: 'success' });
  };

  const doctor = data?.currentDoctor;
  const stamp = doctor?.stampImage ?? null;

  return (
    <Card>
      <CardHeader title={t('stamp.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        {!data && loading && <Skeleton variant="rounded" height={STAMP_BOX.height} />}
        {!data && !loading && error && (
          <LoadError message={t('stamp.loadFailed')} onRetry={refetch} />
        )}
        {data && !doctor && <Alert severity="info">{t('stamp.noDoctorProfile')}</Alert>}
        {doctor && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
            <Stack spacing={1} alignItems="center">
              <Box
                sx={{
                  ...STAMP_BOX,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  border: 1,
                  borderStyle: stamp ? 'solid' : 'dashed',
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                  p: 1,
                }}
              >
                {stamp ? (
                  <Box
                    component="img"
                    src={stamp.uri}
                    alt={t('stamp.imageAlt')}
                    sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary" textAlign="center">
                    {t('stamp.none')}
                  </Typography>
                )}
              </Box>
              {stamp && (
                <Button size="small" color="error" onClick={() => setConfirmRemove(true)}>
                  {t('stamp.remove')}
                </Button>
              )}
            </Stack>
            <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
              {stamp ? (
                <Typography variant="body2" color="text.secondary">
                  {t('stamp.explanation')}
                </Typography>
              ) : (
                <Alert severity="warning">{t('stamp.required')}</Alert>
              )}
              <DropArea
                chosen={chosen ? [chosen] : []}
                onChosen={(files) => setChosen(files[0] ?? null)}
                rules={{ single: true, accept: STAMP_EXTENSIONS, maxBytes: STAMP_MAX_BYTES }}
                disabled={busy}
                label={t(stamp ? 'stamp.replace' : 'stamp.choose')}
              />
            </Stack>
          </Stack>
        )}
      </CardContent>
      <StampCropDialog
        file={chosen}
        busy={busy}
        percent={Object.values(progress)[0]}
        onCancel={() => setChosen(null)}
        onSave={save}
      />
      <RemoveConfirmDialog
        open={confirmRemove}
        subject={t('stamp.subject')}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      />
    </Card>
  );
}

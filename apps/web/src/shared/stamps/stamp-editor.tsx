import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICTURE_FILE_KINDS, STAMP_MAX_BYTES } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropArea } from '../files/drop-area';
import { useFileUpload } from '../files/use-file-upload';
import { RemoveConfirmDialog } from '../ui/remove-confirm-dialog';
import { StampCropDialog } from './stamp-crop-dialog';

/** jpg files come as .jpg or .jpeg; the server checks the bytes either way. */
const STAMP_EXTENSIONS = [...PICTURE_FILE_KINDS, 'jpeg'];

/** The stamp's box: about the size it is printed at on a referral. */
export const STAMP_BOX = { width: 260, height: 140 };

/**
 * Whose stamp it is, for the texts (`stamps` namespace): the signed-in doctor's own (/profile),
 * or a doctor's or an office's seen by the staff (/doctors/view/:id, /facilities/view/:id).
 */
export type StampOwner = 'own' | 'doctor' | 'facility';

export interface StampImageValue {
  uri: string;
}

/** The stamp, about as large as it is printed, or "no stamp" in an empty frame. */
export function StampBox({ stamp, whose }: { stamp: StampImageValue | null; whose: StampOwner }) {
  const { t } = useTranslation('stamps');
  return (
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
          alt={t(`${whose}.imageAlt`)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {t('none')}
        </Typography>
      )}
    </Box>
  );
}

interface Props {
  stamp: StampImageValue | null;
  whose: StampOwner;
  /**
   * Makes the uploaded DoctorStamp file the stamp (updateStampPicture) and puts the doctor's new
   * stamp into the cache; rejects when it failed (the shared error handler has said why).
   */
  onSet: (fileId: string) => Promise<unknown>;
  /** Removes the stamp (deleteExistingStampPicture); rejects when it failed. */
  onRemove: () => Promise<unknown>;
}

/**
 * Setting and removing a stamp (spec part 2 §5 "Image upload (stamp)", §7 updateStampPicture,
 * deleteExistingStampPicture): the stamp or an empty frame, an image chosen or dropped, cropped to
 * a JPEG, uploaded and set; removing it asks first. Who may is the caller's and the server's call.
 */
export function StampEditor({ stamp, whose, onSet, onRemove }: Props) {
  const { t } = useTranslation('stamps');
  const { enqueueSnackbar } = useSnackbar();
  const { upload, progress } = useFileUpload();
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const save = async (cropped: File) => {
    setBusy(true);
    try {
      const stored = await upload(cropped, { fileType: 'DoctorStamp' });
      if (!stored) return;
      await onSet(stored.id);
      setChosen(null);
      enqueueSnackbar(t('set'), { variant: 'success' });
    } catch {
      // The shared error handler has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    await onRemove();
    setConfirmRemove(false);
    enqueueSnackbar(t('removed'), { variant: 'success' });
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={1} alignItems="center">
          <StampBox stamp={stamp} whose={whose} />
          {stamp && (
            <Button size="small" color="error" onClick={() => setConfirmRemove(true)}>
              {t(`${whose}.remove`)}
            </Button>
          )}
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {stamp ? (
            <Typography variant="body2" color="text.secondary">
              {t(`${whose}.explanation`)}
            </Typography>
          ) : (
            <Alert severity="warning">{t(`${whose}.required`)}</Alert>
          )}
          <DropArea
            chosen={chosen ? [chosen] : []}
            onChosen={(files) => setChosen(files[0] ?? null)}
            rules={{ single: true, accept: STAMP_EXTENSIONS, maxBytes: STAMP_MAX_BYTES }}
            disabled={busy}
            label={t(stamp ? `${whose}.replace` : `${whose}.choose`)}
          />
        </Stack>
      </Stack>
      <StampCropDialog
        file={chosen}
        busy={busy}
        percent={Object.values(progress)[0]}
        onCancel={() => setChosen(null)}
        onSave={save}
      />
      <RemoveConfirmDialog
        open={confirmRemove}
        subject={t('subject')}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
}

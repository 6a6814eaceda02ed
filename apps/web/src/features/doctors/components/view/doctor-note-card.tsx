import { useApolloClient, useMutation } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DOCTOR_NOTE_MAX, DOCTOR_NOTE_ROWS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DoctorViewDocument,
  UpdateDoctorViewNoteDocument,
  type DoctorViewFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { ViewCard } from './field-list';

type NoteOf = Pick<DoctorViewFieldsFragment, 'id' | 'note' | 'version'>;

/**
 * The staff's note about the doctor (spec part 2 §6 'Doctor note change': Admin, Technician,
 * Manager), edited in place in a 4–8 row field (§9). The save names the version the edit began
 * from; a stale one keeps the text and offers 'Odśwież' (ADR 0021).
 */
export function DoctorNoteCard({ doctor, canEdit }: { doctor: NoteOf; canEdit: boolean }) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [editing, setEditing] = useState<{ text: string; version: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [updateNote] = useMutation(UpdateDoctorViewNoteDocument, {
    context: { silentErrors: true },
  });
  const stale = useStaleVersion(
    async () => {
      const { data } = await client.query({
        query: DoctorViewDocument,
        variables: { id: doctor.id },
        fetchPolicy: 'network-only',
      });
      return data?.doctor ?? null;
    },
    (fresh) => setEditing({ text: fresh.note ?? '', version: fresh.version }),
  );

  const start = () => {
    setFailure(null);
    stale.clear();
    setEditing({ text: doctor.note ?? '', version: doctor.version });
  };

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    setFailure(null);
    try {
      const text = editing.text.trim() ? editing.text : null;
      await updateNote({ variables: { id: doctor.id, note: text, version: editing.version } });
      setEditing(null);
      enqueueSnackbar(t('note.saved'), { variant: 'success' });
    } catch (error) {
      if (stale.catchStale(error)) return;
      const kind = classifyError(error);
      if (kind.kind === 'validation') setFailure(kind.messages.join(' '));
      else if (kind.kind === 'other') setFailure(kind.message);
    } finally {
      setSaving(false);
    }
  };

  const action =
    canEdit && !editing ? (
      <Tooltip title={t('note.edit')}>
        <IconButton onClick={start} aria-label={t('note.edit')}>
          <EditIcon />
        </IconButton>
      </Tooltip>
    ) : undefined;

  return (
    <ViewCard title={t('note.title')} action={action}>
      {editing ? (
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <StaleVersionAlert state={stale} />
          <FailureAlert message={failure} />
          <TextField
            label={t('note.label')}
            value={editing.text}
            onChange={(event) => setEditing({ ...editing, text: event.target.value })}
            multiline
            minRows={DOCTOR_NOTE_ROWS.min}
            maxRows={DOCTOR_NOTE_ROWS.max}
            slotProps={{ htmlInput: { maxLength: DOCTOR_NOTE_MAX } }}
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => setEditing(null)} disabled={saving}>
              {t('note.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('note.save')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
          color={doctor.note ? undefined : 'text.secondary'}
        >
          {doctor.note || t('note.empty')}
        </Typography>
      )}
    </ViewCard>
  );
}

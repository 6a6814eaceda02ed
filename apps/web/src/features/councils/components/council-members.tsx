import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RemoveDoctorFromCouncilDocument,
  type CouncilSummaryFragment,
} from '../../../__generated__/councils/graphql';
import { doctorName } from '../../../shared/format/doctor-name';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { forgetMember } from '../hooks/council-cache';
import { OwnerChip } from './owner-chip';

type Member = CouncilSummaryFragment['councilMembers'][number];

/**
 * A council's members (spec part 2 §3 Council: councilMembers), the founder marked. Names link
 * nowhere: the referring roles open no doctor pages. The founder may remove a member after a
 * confirmation.
 */
export function CouncilMembers({ council }: { council: CouncilSummaryFragment }) {
  const { t } = useTranslation('councils');
  const { enqueueSnackbar } = useSnackbar();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [remove] = useMutation(RemoveDoctorFromCouncilDocument);
  const members = [...council.councilMembers].sort(
    (a, b) => Number(b.owner) - Number(a.owner) || a.joinedAt.localeCompare(b.joinedAt),
  );

  const confirm = async () => {
    if (!removing) return;
    const name = doctorName(removing.doctor);
    try {
      await remove({
        variables: { councilId: council.id, doctorId: removing.doctor.id },
        update: (cache) => forgetMember(cache, council.id, removing.doctor.id),
      });
      enqueueSnackbar(t('view.removed', { name }), { variant: 'success' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <List aria-label={t('view.members')} disablePadding>
        {members.map((member) => {
          const name = doctorName(member.doctor);
          return (
            <ListItem
              key={member.doctor.id}
              divider
              disableGutters
              secondaryAction={
                council.isOwner && !member.owner ? (
                  <Button
                    color="error"
                    onClick={() => setRemoving(member)}
                    aria-haspopup="dialog"
                    aria-label={t('view.removeOf', { name })}
                  >
                    {t('view.remove')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                slotProps={{ primary: { component: 'div' } }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{name}</span>
                    {member.owner && <OwnerChip />}
                  </Stack>
                }
              />
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('view.removeTitle')}
        message={
          removing
            ? t('view.removeText', { name: doctorName(removing.doctor), council: council.name })
            : ''
        }
        confirmLabel={t('view.remove')}
        confirmColor="error"
        onConfirm={confirm}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

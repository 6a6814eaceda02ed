import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DoctorViewFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { DoctorAccountCard } from './doctor-account-card';
import { DoctorContactCard } from './doctor-contact-card';
import { DoctorNoteCard } from './doctor-note-card';
import { Field, FieldList, ViewCard } from './field-list';

/** The stamp's box: about the size it is printed at on a referral (as on the profile). */
const STAMP_BOX = { width: 260, height: 140 };

/**
 * The info tab (issue 20 §2): contact, where the doctor works, the account, the staff's note and
 * the stamp printed on their referrals.
 */
export function DoctorInfoTab({ doctor }: { doctor: DoctorViewFieldsFragment }) {
  const { t } = useTranslation('doctorView');
  const mayEditNote = usePermission('doctors.note');
  const none = t('none');
  return (
    <Stack spacing={2}>
      <DoctorContactCard doctor={doctor} />
      <ViewCard title={t('network.title')}>
        <FieldList>
          <Field label={t('network.regions')}>
            {doctor.regions.length > 0 ? doctor.regions.join(', ') : none}
          </Field>
          <Field label={t('network.branches')}>
            {doctor.employedInBranches.length > 0
              ? doctor.employedInBranches.map((branch) => branch.name).join(', ')
              : none}
          </Field>
        </FieldList>
      </ViewCard>
      <DoctorAccountCard doctor={doctor} />
      <DoctorNoteCard doctor={doctor} canEdit={mayEditNote} />
      <ViewCard title={t('stamp.title')}>
        {doctor.stampImage ? (
          <Box
            sx={{
              ...STAMP_BOX,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
              p: 1,
            }}
          >
            <Box
              component="img"
              src={doctor.stampImage.uri}
              alt={t('stamp.imageAlt')}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <Typography color="text.secondary">{t('stamp.none')}</Typography>
        )}
      </ViewCard>
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { DoctorViewFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { DoctorAccountCard } from './doctor-account-card';
import { DoctorContactCard } from './doctor-contact-card';
import { DoctorNoteCard } from './doctor-note-card';
import { DoctorStampCard } from './doctor-stamp-card';
import { Field, FieldList, ViewCard } from './field-list';

/**
 * The info tab (issue 20 §2): contact, where the doctor works, the account, the staff's note and
 * the stamp printed on their referrals (Admin and Manager set and remove it).
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
      <DoctorStampCard doctor={doctor} />
    </Stack>
  );
}

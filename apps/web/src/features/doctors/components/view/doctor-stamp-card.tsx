import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  RemoveDoctorViewStampDocument,
  SetDoctorViewStampDocument,
  type DoctorViewFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { StampBox, StampEditor } from '../../../../shared/stamps/stamp-editor';
import { ViewCard } from './field-list';

/**
 * The stamp printed on the doctor's referrals (issue 20 §2, spec part 2 §7): Admin and Manager
 * (`doctors.stamp`, as the server checks) set, replace and remove it, naming the doctor; the
 * mutation's answer updates the cached doctor, so the page shows the new stamp. Others see it.
 */
export function DoctorStampCard({
  doctor,
}: {
  doctor: Pick<DoctorViewFieldsFragment, 'id' | 'isFacility' | 'stampImage'>;
}) {
  const { t } = useTranslation('doctorView');
  const mayEdit = usePermission('doctors.stamp');
  const [setStamp] = useMutation(SetDoctorViewStampDocument);
  const [removeStamp] = useMutation(RemoveDoctorViewStampDocument);
  const whose = doctor.isFacility ? 'facility' : 'doctor';
  const stamp = doctor.stampImage ?? null;
  return (
    <ViewCard title={t('stamp.title')}>
      {mayEdit ? (
        <StampEditor
          stamp={stamp}
          whose={whose}
          onSet={(fileId) => setStamp({ variables: { fileId, doctorId: doctor.id } })}
          onRemove={() => removeStamp({ variables: { doctorId: doctor.id } })}
        />
      ) : (
        <StampBox stamp={stamp} whose={whose} />
      )}
    </ViewCard>
  );
}

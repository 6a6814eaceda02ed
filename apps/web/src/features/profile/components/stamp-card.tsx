import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import {
  CurrentDoctorStampDocument,
  DeleteExistingStampPictureDocument,
  UpdateStampPictureDocument,
} from '../../../__generated__/graphql';
import { STAMP_BOX, StampEditor } from '../../../shared/stamps/stamp-editor';
import { LoadError } from '../../../shared/ui/load-error';

/**
 * The signed-in doctor's stamp (spec part 2 §2 Profile, §5 "Image upload (stamp)", §7
 * updateStampPicture): shown, or an empty state saying a referral needs one; a chosen image is
 * cropped to a JPEG, uploaded and set; removing it asks first (shared/stamps).
 */
export function StampCard() {
  const { t } = useTranslation('profile');
  // The image's URL is signed for minutes: each visit of the page asks again.
  const { data, loading, error, refetch } = useQuery(CurrentDoctorStampDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [updateStamp] = useMutation(UpdateStampPictureDocument);
  const [deleteStamp] = useMutation(DeleteExistingStampPictureDocument);

  const doctor = data?.currentDoctor;

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
          <StampEditor
            stamp={doctor.stampImage ?? null}
            whose="own"
            onSet={(fileId) => updateStamp({ variables: { fileId } })}
            onRemove={() => deleteStamp()}
          />
        )}
      </CardContent>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BranchForm } from '../components/branch-form';
import { BranchPageFrame } from '../components/branch-page-frame';
import { EMPTY_BRANCH } from '../forms/branch-form-values';

/** /settings/branches/add */
export function BranchAddPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const back = () => void navigate('/settings/branches');
  return (
    <BranchPageFrame title={t('addTitle')}>
      <BranchForm branch={null} initialValues={EMPTY_BRANCH} onSaved={back} onCancel={back} />
    </BranchPageFrame>
  );
}

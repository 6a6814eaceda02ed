import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { CONSENT_FORM, type Lang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { GuardianBasis } from '../../../__generated__/graphql';

interface Props {
  name: string | null;
  basis: GuardianBasis | null;
  lang: Lang;
}

/** For a minor: who signs, as staff entered it (read-only here), named as the PDF names it. */
export function GuardianNotice({ name, basis, lang }: Props) {
  const { t } = useTranslation('kiosk', { lng: lang });
  return (
    <Alert
      severity="info"
      icon={<FamilyRestroomIcon fontSize="large" />}
      sx={{ fontSize: '1.1rem' }}
    >
      <AlertTitle sx={{ fontSize: '1.15rem' }}>{t('form.guardianTitle')}</AlertTitle>
      {name
        ? t('form.guardianSigns', {
            name,
            basis: basis ? CONSENT_FORM[lang].guardianBases[basis] : t('form.guardianBasisUnknown'),
          })
        : t('form.guardianUnknown')}{' '}
      {t('form.onBehalf')}
    </Alert>
  );
}

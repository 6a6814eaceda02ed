import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReferralIssuerFragment } from '../../../__generated__/graphql';
import type { PickerProps } from '../../../shared/ui/pickers/async-autocomplete';
import { DoctorPicker } from '../../../shared/ui/pickers/doctor-picker';

export type IssuerOption = ReferralIssuerFragment;

type Props = PickerProps<IssuerOption> & {
  /** Say under each doctor without a stamp that they cannot issue yet (the form's picker). */
  showStamp?: boolean;
};

/**
 * A registered doctor or facility as the issuer of referrals (spec part 2 §5, §6: the desk picks
 * it): the doctor picker of registered doctors.
 */
export function IssuerPicker({ showStamp = false, ...props }: Props) {
  const { t } = useTranslation('referrals');
  return (
    <DoctorPicker<IssuerOption>
      {...props}
      registeredOnly
      optionNote={(option) =>
        showStamp &&
        !option.hasStamp && (
          <Typography variant="caption" color="error">
            {t('form.issuerNoStamp')}
          </Typography>
        )
      }
    />
  );
}

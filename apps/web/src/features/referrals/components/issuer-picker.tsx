import { useApolloClient } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReferralIssuerOptionsDocument,
  type ReferralIssuerFragment,
} from '../../../__generated__/graphql';
import { AsyncAutocomplete, type PickerProps } from '../../../shared/ui/pickers/async-autocomplete';
import { doctorName } from './names';

export type IssuerOption = ReferralIssuerFragment;

type Props = PickerProps<IssuerOption> & {
  /** Say under each doctor without a stamp that they cannot issue yet (the form's picker). */
  showStamp?: boolean;
};

/**
 * A registered doctor or facility as the issuer of referrals (spec part 2 §5, §6: the desk picks
 * it), searched on the server: doctorOptions, 20 by last name then company name (part 2 §9).
 *
 * The study form's DoctorPicker (features/studies) searches the same call, but features do not
 * import each other; once it moves to shared/ this picker should become a use of it.
 */
export function IssuerPicker({ showStamp = false, ...props }: Props) {
  const { t } = useTranslation('referrals');
  const client = useApolloClient();
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: ReferralIssuerOptionsDocument,
        variables: { where: { registeredOnly: true, ...(text ? { search: text } : {}) } },
        fetchPolicy: 'network-only',
      });
      return data?.doctorOptions ?? [];
    },
    [client],
  );
  return (
    <AsyncAutocomplete<IssuerOption>
      {...(props as PickerProps<IssuerOption>)}
      search={search}
      getOptionLabel={doctorName}
      renderOption={(option) => (
        <Stack>
          <span>{doctorName(option)}</span>
          {showStamp && !option.hasStamp && (
            <Typography variant="caption" color="error">
              {t('form.issuerNoStamp')}
            </Typography>
          )}
        </Stack>
      )}
    />
  );
}

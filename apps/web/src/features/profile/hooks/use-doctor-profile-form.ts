import { useMutation } from '@apollo/client/react';
import type { TDoctorInput } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UpdateCurrentDoctorDocument,
  type DoctorProfileFieldsFragment,
} from '../../../__generated__/doctor-profile/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../shared/hooks/use-stale-version';
import { formFailure } from '../components/form-failure';
import {
  currentDoctorInput,
  doctorProfileSchema,
  doctorProfileToForm,
  type DoctorProfileValues,
} from '../forms/doctor-profile-values';

/** A list item's issue (`phoneNumbers.1`) belongs to its list; an address part stays its own. */
const fieldOf = (path: string) => path.replace(/^(phoneNumbers|emailAddresses)\.\d+$/, '$1');

/**
 * The doctor profile card's state and saving: updateCurrentDoctor with the version read; a stale
 * save keeps the input and offers to reload.
 */
export function useDoctorProfileForm(
  doctor: DoctorProfileFieldsFragment,
  reload: () => Promise<DoctorProfileFieldsFragment | null>,
) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const [base, setBase] = useState(doctor);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => doctorProfileSchema(base), [base]);
  const form = useDomainForm<DoctorProfileValues, TDoctorInput>({
    schema: schema as never,
    defaultValues: doctorProfileToForm(doctor),
    fieldOf,
  });
  const adopt = (fresh: DoctorProfileFieldsFragment) => {
    setBase(fresh);
    form.reset(doctorProfileToForm(fresh));
  };
  const stale = useStaleVersion(reload, adopt);
  const [update, updated] = useMutation(UpdateCurrentDoctorDocument, {
    context: { silentErrors: true },
  });

  const save = async (input: TDoctorInput) => {
    setFailure(null);
    try {
      const { data } = await update({
        variables: { doctor: currentDoctorInput(input, base.isFacility), version: base.version },
      });
      if (data) adopt(data.updateCurrentDoctor);
    } catch (error) {
      if (!stale.catchStale(error)) setFailure(formFailure(error, form.showServerErrors));
      return;
    }
    enqueueSnackbar(t('data.saved'), { variant: 'success' });
  };

  return { form, failure, stale, save, busy: updated.loading };
}

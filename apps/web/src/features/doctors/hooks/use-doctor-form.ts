import { useMutation } from '@apollo/client/react';
import { doctorFieldRights, isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { get, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddDoctorDocument,
  DoctorsListDocument,
  UpdateDoctorDocument,
  type DoctorFormFieldsFragment,
} from '../../../__generated__/doctors/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useSession } from '../../../shared/auth/use-session';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../shared/hooks/use-stale-version';
import { createDoctorFormResolver, doctorFieldOf } from '../components/form/doctor-form-resolver';
import {
  doctorToForm,
  parsedToInput,
  type DoctorFormOutput,
  type DoctorFormValues,
} from '../components/form/doctor-form-values';
import { fieldRefusal } from '../components/form/field-refusal';
import { doctorPaths, kindOf } from './doctor-paths';

interface Options {
  /** The record edited (with its version); null when adding. */
  doctor: DoctorFormFieldsFragment | null;
  initialValues: DoctorFormValues;
  /** Reads the record again after a save was refused as stale. */
  reload: () => Promise<DoctorFormFieldsFragment | null>;
  /** After a successful save, with the record's view page. */
  onSaved: (viewPath: string) => void;
}

/**
 * The doctor form's state and saving: addDoctor (with the optional login) or updateDoctor with the
 * version read. A stale save keeps the input and offers to reload; the server's refusals go under
 * the field they name, the rest above the form.
 */
export function useDoctorForm({ doctor, initialValues, reload, onSaved }: Options) {
  const { t, i18n } = useTranslation('doctors');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const role = useSession()?.currentRole ?? null;
  const rights = useMemo(() => doctorFieldRights(role ?? 'Patient'), [role]);
  const adding = doctor === null;
  const resolver = useMemo(
    () => createDoctorFormResolver(lang, rights, adding),
    [lang, rights, adding],
  );
  const form = useDomainForm<DoctorFormValues, DoctorFormOutput>({
    resolver,
    defaultValues: initialValues,
    fieldOf: doctorFieldOf,
  });
  const [version, setVersion] = useState(doctor?.version ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const stale = useStaleVersion(reload, (fresh) => {
    setVersion(fresh.version);
    form.reset(doctorToForm(fresh));
  });
  const options = { context: { silentErrors: true }, refetchQueries: [DoctorsListDocument] };
  const [add] = useMutation(AddDoctorDocument, options);
  const [update] = useMutation(UpdateDoctorDocument, options);

  const showError = (error: unknown) => {
    // Someone saved this record meanwhile: the input stays as typed, the alert offers to reload.
    if (stale.catchStale(error)) return;
    const refusal = fieldRefusal(error);
    if (refusal && get(form.getValues(), refusal.field) !== undefined) {
      form.setError(
        refusal.field as Path<DoctorFormValues>,
        { type: 'server', message: refusal.message },
        { shouldFocus: true },
      );
      return;
    }
    const unplaced = form.showServerErrors(error);
    if (unplaced !== null) {
      setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
      return;
    }
    const kind = classifyError(error);
    // Session, maintenance and network errors were said by the app's error catalogue.
    setFailure(kind.kind === 'other' ? kind.message : t('messages.saveError'));
  };

  const save = async ({ input, login }: DoctorFormOutput) => {
    setFailure(null);
    stale.clear();
    try {
      const variables = { doctor: parsedToInput(input) };
      let saved: { id: string; isFacility: boolean } | undefined;
      if (doctor) {
        const { data } = await update({ variables: { ...variables, id: doctor.id, version } });
        saved = data?.updateDoctor;
      } else {
        const { data } = await add({ variables: { ...variables, login } });
        saved = data?.addDoctor;
      }
      if (!saved) throw new Error('no data');
      enqueueSnackbar(t(doctor ? 'messages.saved' : `messages.added.${kindOf(saved)}`), {
        variant: 'success',
      });
      onSaved(doctorPaths(kindOf(saved)).view(saved.id));
    } catch (error) {
      showError(error);
    }
  };

  return { form, rights, version, failure, stale, save };
}

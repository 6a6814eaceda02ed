import { useMutation } from '@apollo/client/react';
import { isLang, type TComplaintInput } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ComplaintsListDocument,
  CreateComplaintDocument,
  UpdateComplaintDocument,
  type ComplaintFormFieldsFragment,
} from '../../../__generated__/complaints/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../shared/hooks/use-stale-version';
import {
  complaintFieldOf,
  complaintToForm,
  createComplaintFormResolver,
  parsedToInput,
  type ComplaintFormValues,
} from '../components/form/complaint-form-values';
import { complaintPaths } from './complaint-paths';

interface Options {
  /** The complaint edited (with its version); null when adding. */
  complaint: ComplaintFormFieldsFragment | null;
  initialValues: ComplaintFormValues;
  /** Reads the complaint again after a save was refused as stale. */
  reload?: () => Promise<ComplaintFormFieldsFragment | null>;
  /** After a successful save, with the page to go to: the new complaint's, else the list. */
  onSaved: (path: string) => void;
}

/**
 * The complaint form's state and saving (spec part 2 §5 "Complaint"): createComplaint, or
 * updateComplaint with the version read. A stale save keeps the input and offers to reload; the
 * server's refusals go under the field they name, the rest above the form.
 */
export function useComplaintForm({ complaint, initialValues, reload, onSaved }: Options) {
  const { t, i18n } = useTranslation('complaints');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const resolver = useMemo(() => createComplaintFormResolver(lang), [lang]);
  const form = useDomainForm<ComplaintFormValues, TComplaintInput>({
    resolver,
    defaultValues: initialValues,
    fieldOf: complaintFieldOf,
  });
  const [current, setCurrent] = useState(complaint);
  const stale = useStaleVersion(reload ?? (() => Promise.resolve(null)), (fresh) => {
    setCurrent(fresh);
    form.reset(complaintToForm(fresh));
  });
  const [failure, setFailure] = useState<string | null>(null);
  const options = { context: { silentErrors: true }, refetchQueries: [ComplaintsListDocument] };
  const [create] = useMutation(CreateComplaintDocument, options);
  const [update] = useMutation(UpdateComplaintDocument, options);

  const showError = (error: unknown) => {
    // Someone saved this complaint meanwhile: the input stays as typed, the alert offers to reload.
    if (stale.catchStale(error)) return;
    const unplaced = form.showServerErrors(error);
    if (unplaced) {
      setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
      return;
    }
    const kind = classifyError(error);
    // Session, maintenance and network errors were said by the app's error catalogue.
    setFailure(kind.kind === 'other' ? kind.message : t('form.saveError'));
  };

  const save = async (parsed: TComplaintInput) => {
    setFailure(null);
    stale.clear();
    try {
      const input = parsedToInput(parsed, current?.complaintResolution ?? null);
      let saved: ComplaintFormFieldsFragment | undefined;
      if (current) {
        const { data } = await update({
          variables: { id: current.id, complaint: input, version: current.version },
        });
        saved = data?.updateComplaint;
      } else {
        const { data } = await create({ variables: { complaint: input } });
        saved = data?.createComplaint;
      }
      if (!saved) throw new Error('no data');
      enqueueSnackbar(t(current ? 'messages.saved' : 'messages.created'), { variant: 'success' });
      // A new complaint opens as saved; an edited one goes back to the list.
      onSaved(current ? complaintPaths.list : complaintPaths.edit(saved.id));
    } catch (error) {
      showError(error);
    }
  };

  return { form, complaint: current, failure, stale, save };
}

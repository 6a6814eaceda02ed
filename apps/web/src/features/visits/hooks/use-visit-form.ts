import { useMutation } from '@apollo/client/react';
import { isLang, type TVisitInput } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { get, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateVisitDocument,
  UpdateVisitDocument,
  VisitsListDocument,
  type VisitFormFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { serverValidationErrors } from '../../../shared/hooks/server-validation';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../shared/hooks/use-stale-version';
import {
  createVisitFormResolver,
  parsedToInput,
  visitFieldOf,
  visitToForm,
  type VisitFormValues,
} from '../components/form/visit-form-values';
import { visitPaths } from './visit-paths';

interface Options {
  /** The visit edited (with its version); null when adding. */
  visit: VisitFormFieldsFragment | null;
  initialValues: VisitFormValues;
  /** The visit this one follows up (a follow-up planned from the view). */
  previousVisitId?: string;
  /** Reads the visit again after a save was refused as stale. */
  reload?: () => Promise<VisitFormFieldsFragment | null>;
  /** After a successful save, with the visit's view page. */
  onSaved: (viewPath: string) => void;
}

/** The fields a server refusal may be said under. */
const FIELDS: readonly string[] = [
  'day',
  'time',
  'doctor',
  'coordinator',
  'visitReason',
  'gadgets',
  'comment',
];

/**
 * The visit form's state and saving (spec part 2 §5 "Visit form"): createVisit (with the
 * previous visit of a follow-up) or updateVisit with the version read. A stale save keeps the
 * input and offers to reload; the server's refusals go under the field they name, the rest above
 * the form.
 */
export function useVisitForm({ visit, initialValues, previousVisitId, reload, onSaved }: Options) {
  const { t, i18n } = useTranslation('visits');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const resolver = useMemo(() => createVisitFormResolver(lang), [lang]);
  const form = useDomainForm<VisitFormValues, TVisitInput>({
    resolver,
    defaultValues: initialValues,
    fieldOf: visitFieldOf,
  });
  const [version, setVersion] = useState(visit?.version ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const stale = useStaleVersion(reload ?? (() => Promise.resolve(null)), (fresh) => {
    setVersion(fresh.version);
    form.reset(visitToForm(fresh));
  });
  const options = { context: { silentErrors: true }, refetchQueries: [VisitsListDocument] };
  const [create] = useMutation(CreateVisitDocument, options);
  const [update] = useMutation(UpdateVisitDocument, options);

  const showError = (error: unknown) => {
    // Someone saved this visit meanwhile: the input stays as typed, the alert offers to reload.
    if (stale.catchStale(error)) return;
    const issues = serverValidationErrors(error);
    if (issues) {
      const unplaced: string[] = [];
      let first = true;
      for (const { path, message } of issues) {
        const field = path ? visitFieldOf(path) : '';
        if (!FIELDS.includes(field) || get(form.getValues(), field) === undefined) {
          unplaced.push(message);
          continue;
        }
        form.setError(
          field as Path<VisitFormValues>,
          { type: 'server', message },
          { shouldFocus: first },
        );
        first = false;
      }
      setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
      return;
    }
    const kind = classifyError(error);
    // Session, maintenance and network errors were said by the app's error catalogue.
    setFailure(kind.kind === 'other' ? kind.message : t('form.saveError'));
  };

  const save = async (parsed: TVisitInput) => {
    setFailure(null);
    stale.clear();
    try {
      const input = parsedToInput(parsed);
      let saved: { id: string } | undefined;
      if (visit) {
        const { data } = await update({ variables: { id: visit.id, visit: input, version } });
        saved = data?.updateVisit;
      } else {
        const { data } = await create({
          variables: { visit: input, previousVisitId: previousVisitId ?? null },
        });
        saved = data?.createVisit;
      }
      if (!saved) throw new Error('no data');
      enqueueSnackbar(t(visit ? 'messages.saved' : 'messages.created'), { variant: 'success' });
      onSaved(visitPaths.view(saved.id));
    } catch (error) {
      showError(error);
    }
  };

  return { form, version, failure, stale, save };
}

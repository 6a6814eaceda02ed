import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddStudyDocument,
  UpdateStudyDocument,
  type StudyEditorFieldsFragment,
} from '../../../../__generated__/graphql';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { StudyGeneralFields, type StudyTypeOption } from './study-general-fields';
import { studyFormResolver, type StudyFormMode } from './study-form-resolver';
import {
  formFieldOf,
  studyFormValues,
  studyInput,
  type StudyFormValues,
} from './study-form-values';

interface Props {
  /** The study edited; none when creating. */
  study?: StudyEditorFieldsFragment;
  initialValues: StudyFormValues;
  /** Sent with a new study: the appointment or referral it is issued from. */
  origin?: { appointment?: string; referal?: string };
  studyTypes: readonly StudyTypeOption[];
  /** A referral's study types that already have a study: shown, not pickable. */
  issuedStudyTypes?: ReadonlySet<string>;
  /** 'Zapisz i dodaj kolejne' (a study from a referral, part 2 §4): saves, then this. */
  onSavedAndAddAnother?: (study: StudyEditorFieldsFragment) => void;
  readOnly?: boolean;
  /** Reads the study again (a stale save's 'Odśwież'). */
  reload?: () => Promise<StudyEditorFieldsFragment | null>;
  onSaved: (study: StudyEditorFieldsFragment) => void;
  onCancel: () => void;
}

/** A save waiting for the answer to 'no leading doctor?'. */
interface PendingSave {
  values: StudyFormValues;
  andAnother: boolean;
}

/**
 * The general tab of the study editor (spec part 2 §2, §4, §5): creates a study or saves the
 * one edited with the version it edits; a save without a leading doctor asks first.
 */
export function StudyForm({
  study,
  initialValues,
  origin,
  studyTypes,
  issuedStudyTypes,
  onSavedAndAddAnother,
  readOnly = false,
  reload,
  onSaved,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation('studyForm');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const [version, setVersion] = useState(study?.version);
  const mode = useMemo(
    (): StudyFormMode => (version === undefined ? { kind: 'create' } : { kind: 'edit', version }),
    [version],
  );
  const resolver = useMemo(() => studyFormResolver(mode, lang), [mode, lang]);
  const form = useDomainForm<StudyFormValues>({
    resolver,
    defaultValues: initialValues,
    fieldOf: formFieldOf,
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting, { watchQuery: true });
  const [notifyDescribersTouched, setNotifyDescribersTouched] = useState(false);
  const [askNoLeader, setAskNoLeader] = useState<PendingSave | null>(null);
  const [addStudy] = useMutation(AddStudyDocument);
  const [updateStudy] = useMutation(UpdateStudyDocument);
  const stale = useStaleVersion(
    async () => (reload ? reload() : null),
    (fresh) => {
      setVersion(fresh.version);
      form.reset(studyFormValues(fresh));
    },
  );

  /** `andAnother`: 'Zapisz i dodaj kolejne' sent it, and the page goes on to the next type. */
  const send = async (values: StudyFormValues, andAnother: boolean) => {
    const input = studyInput(values);
    try {
      const saved =
        mode.kind === 'edit'
          ? (
              await updateStudy({
                variables: { id: study!.id, data: { ...input, version: mode.version } },
              })
            ).data?.updateStudy
          : (await addStudy({ variables: { newStudy: { ...input, ...origin } } })).data?.addStudy;
      if (!saved) return;
      setVersion(saved.version);
      form.reset(studyFormValues(saved));
      enqueueSnackbar(t('saved'), { variant: 'success' });
      guard.markSaved();
      if (andAnother && onSavedAndAddAnother) onSavedAndAddAnother(saved);
      else onSaved(saved);
    } catch (error) {
      if (stale.catchStale(error)) return;
      form.showServerErrors(error);
    }
  };

  const save = (andAnother: boolean) =>
    form.handleSubmit(async (values) => {
      // A study without a leading doctor is allowed, after a question (spec part 2 §5).
      if (!values.leadingDoctor) {
        setAskNoLeader({ values, andAnother });
        return;
      }
      await send(values, andAnother);
    });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void save(false)(event)}
        aria-label={t('generalTab')}
      >
        <StaleVersionAlert state={stale} />
        <StudyGeneralFields
          creating={mode.kind === 'create'}
          readOnly={readOnly}
          studyTypes={studyTypes}
          issuedStudyTypes={issuedStudyTypes}
          notifyDescribersTouched={notifyDescribersTouched}
          onNotifyDescribersTouched={() => setNotifyDescribersTouched(true)}
        />
        {!readOnly && (
          <FormPageActions
            busy={isSubmitting}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
            extra={
              onSavedAndAddAnother && (
                <Button
                  variant="outlined"
                  disabled={isSubmitting}
                  onClick={() => void save(true)()}
                >
                  {t('referal.saveAndAddAnother')}
                </Button>
              )
            }
          />
        )}
      </Stack>
      <ConfirmDialog
        open={askNoLeader !== null}
        title={t('noLeader.title')}
        message={t('noLeader.message')}
        confirmLabel={t('noLeader.confirm')}
        onCancel={() => setAskNoLeader(null)}
        onConfirm={async () => {
          const { values, andAnother } = askNoLeader!;
          setAskNoLeader(null);
          await send(values, andAnother);
        }}
      />
      <UnsavedChangesDialog guard={guard} />
    </FormProvider>
  );
}

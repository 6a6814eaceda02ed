import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CreateStudyTypeDocument,
  SettingsStudyTypesDocument,
  UpdateStudyTypeDocument,
  type StudyTypeFieldsFragment,
} from '../../../../__generated__/graphql';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { studyTypeToForm } from '../forms/study-type-form-values';
import { StudyTypeForm } from './study-type-form';

interface Props {
  /** The type edited, or null for a new one. */
  studyType: StudyTypeFieldsFragment | null;
  priceGroups: readonly string[];
  deviceTypes: readonly string[];
  /** Reads the type again after a save was refused as stale (ADR 0021). */
  onReload?: () => Promise<StudyTypeFieldsFragment | null>;
}

const LIST = '/settings/study-types';

/** Saves a new or edited study type; a stale save keeps the input and offers to reload. */
export function StudyTypeEditor({ studyType, priceGroups, deviceTypes, onReload }: Props) {
  const { t } = useTranslation('studyTypes');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  // The record the form shows and the version it edits; a reload replaces both (new form key).
  const [shown, setShown] = useState(studyType);
  const [generation, setGeneration] = useState(0);
  const options = { context: { silentErrors: true }, refetchQueries: [SettingsStudyTypesDocument] };
  const [create] = useMutation(CreateStudyTypeDocument, options);
  const [update] = useMutation(UpdateStudyTypeDocument, options);
  const stale = useStaleVersion(onReload ?? (() => Promise.resolve(null)), (fresh) => {
    setShown(fresh);
    setGeneration((n) => n + 1);
  });

  return (
    <StudyTypeForm
      key={generation}
      initialValues={studyTypeToForm(shown, priceGroups)}
      deviceTypes={deviceTypes}
      editing={shown !== null}
      submitLabel={t('save')}
      onCancel={() => void navigate(LIST)}
      notice={
        <>
          <StaleVersionAlert state={stale} />
          {failure && <Alert severity="error">{failure}</Alert>}
        </>
      }
      onSubmit={async (input, form) => {
        setFailure(null);
        try {
          if (shown) {
            await update({
              variables: { studyTypeId: shown.id, studyType: input, version: shown.version },
            });
          } else {
            await create({ variables: { newStudyType: input } });
          }
          enqueueSnackbar(t(shown ? 'messages.updated' : 'messages.created'), {
            variant: 'success',
          });
          void navigate(LIST);
        } catch (error) {
          if (stale.catchStale(error)) return;
          const unplaced = form.showServerErrors(error) ?? [];
          setFailure([t('messages.saveError'), ...unplaced].join(' '));
        }
      }}
    />
  );
}

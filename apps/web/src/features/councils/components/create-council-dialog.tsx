import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COUNCIL_NAME_MAX,
  COUNCIL_STUDIES_MAX,
  ZCreateCouncilInput,
  type TCreateCouncilInput,
} from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateCouncilDocument,
  MyCouncilsDocument,
  type CouncilStudyFragment,
} from '../../../__generated__/councils/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FormDialogActions } from '../../../shared/ui/form-dialog-actions';
import { councilFieldOf, newCouncilForm, type CouncilFormValues } from '../hooks/council-form';
import { CouncilEmailsField } from './council-emails-field';
import { CouncilStudyPicker } from './council-study-picker';

interface Props {
  /** The studies chosen when it opens (`/councils?studyId=`). */
  initialStudies: readonly CouncilStudyFragment[];
  onClose: () => void;
  /** After the council was made, with its id. */
  onCreated: (id: string) => void;
}

/**
 * 'Nowe konsylium' (spec part 2 §2 "Councils", §5 "Council invite"; issue 22 §1): a name, 1–20 of
 * the caller's studies and the addresses to invite, checked with the schema the API parses
 * createCouncil with; the server's refusals go under the field they name, the rest above.
 * Mounted while open, so each opening starts anew.
 */
export function CreateCouncilDialog({ initialStudies, onClose, onCreated }: Props) {
  const { t } = useTranslation('councils');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const formId = useId();
  const [studies, setStudies] = useState<readonly CouncilStudyFragment[]>(initialStudies);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useDomainForm<CouncilFormValues, TCreateCouncilInput>({
    // The form holds the emails as a list always; the schema also takes none.
    schema: ZCreateCouncilInput as unknown as z.ZodType<TCreateCouncilInput, CouncilFormValues>,
    defaultValues: newCouncilForm(initialStudies),
    fieldOf: councilFieldOf,
  });
  const { control, register, formState, handleSubmit } = form;
  const errorOf = (field: keyof CouncilFormValues) =>
    domainMessage(formState.errors[field]?.message);
  const [create] = useMutation(CreateCouncilDocument, {
    context: { silentErrors: true },
    refetchQueries: [MyCouncilsDocument],
  });

  const save = async (parsed: TCreateCouncilInput) => {
    setFailure(null);
    try {
      const { data } = await create({
        variables: {
          council: {
            name: parsed.name,
            studyIds: parsed.studyIds.map(String),
            doctorEmails: parsed.doctorEmails,
          },
        },
      });
      if (!data) throw new Error('no data');
      enqueueSnackbar(t('create.created'), { variant: 'success' });
      onCreated(data.createCouncil.id);
    } catch (error) {
      const unplaced = form.showServerErrors(error);
      if (unplaced) {
        setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
        return;
      }
      const kind = classifyError(error);
      // Session, maintenance and network errors were said by the app's error catalogue.
      setFailure(kind.kind === 'other' ? kind.message : t('create.failed'));
    }
  };

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(save)(event)}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            {...register('name')}
            label={t('create.name')}
            required
            autoFocus
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: COUNCIL_NAME_MAX } }}
            fullWidth
          />
          <Controller
            control={control}
            name="studyIds"
            render={({ field }) => (
              <CouncilStudyPicker
                label={t('create.studies')}
                value={studies}
                onChange={(chosen) => {
                  setStudies(chosen);
                  field.onChange(chosen.map((study) => study.id));
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorOf('studyIds')}
                helperText={t('create.studiesHint', { max: COUNCIL_STUDIES_MAX })}
              />
            )}
          />
          <Controller
            control={control}
            name="doctorEmails"
            render={({ field }) => (
              <CouncilEmailsField
                label={t('create.emails')}
                values={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorOf('doctorEmails')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={formState.isSubmitting}
        onCancel={onClose}
        cancelLabel={t('cancel')}
        submitLabel={t('create.submit')}
        form={formId}
      />
    </Dialog>
  );
}

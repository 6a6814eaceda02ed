import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { applyStudySwitchChange, type StudySwitchChange, type StudySwitches } from '@portal/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/auth/use-permission';
import type { StudyFormValues } from './study-form-values';

const SWITCHES = [
  'hidden',
  'incognitoDescription',
  'notifyLeaderAndSupportingDoctors',
  'notifyDoctorsAboutDescription',
  'notifyDescribers',
] as const;

type FlagName = 'urgentDescription' | 'comparisonDescription' | 'externalReferal';
const PLAIN_FLAGS: readonly FlagName[] = [
  'urgentDescription',
  'comparisonDescription',
  'externalReferal',
];

/** The form's switches as the domain's toggle rules take them. */
export function switchesOf(
  values: Pick<StudyFormValues, (typeof SWITCHES)[number]>,
): StudySwitches {
  return {
    hidden: values.hidden,
    incognitoDescription: values.incognitoDescription,
    notifyLeaderAndSupportingDoctors: values.notifyLeaderAndSupportingDoctors,
    notifyDoctorsAboutDescription: values.notifyDoctorsAboutDescription,
    notifyDescribers: values.notifyDescribers,
  };
}

/**
 * Applies one change through the domain's toggle rules (spec part 2 §4), the function the server
 * re-checks with: the form shows what will be saved.
 */
export function useSwitchRules() {
  const { control, setValue, getValues } = useFormContext<StudyFormValues>();
  const describers = useWatch({ control, name: 'describers' });
  return (change: StudySwitchChange, touchedDescribers = false) => {
    const next = applyStudySwitchChange(switchesOf(getValues()), change, {
      hasDescribers: describers.some((describer) => describer.doctor !== null),
      notifyDescribersTouched: touchedDescribers,
    });
    for (const name of SWITCHES) {
      if (getValues(name) !== next[name]) setValue(name, next[name], { shouldDirty: true });
    }
  };
}

const CHANGE_OF: Record<(typeof SWITCHES)[number], StudySwitchChange['kind']> = {
  hidden: 'hidden',
  incognitoDescription: 'incognito',
  notifyLeaderAndSupportingDoctors: 'notifyLeader',
  notifyDoctorsAboutDescription: 'notifyDoctorsAboutDescription',
  notifyDescribers: 'notifyDescribers',
};

interface Props {
  readOnly: boolean;
  /** The user switched notifyDescribers themselves: picking describers leaves it alone. */
  onNotifyDescribersTouched: () => void;
}

/**
 * The flags (Admin, Technician, DescribingDoctor, Manager) and the notification switches (Admin,
 * Technician, Manager) of the study form (spec part 2 §6); others do not see them, and the server
 * keeps their stored values when those others save.
 */
export function StudySwitchesFields({ readOnly, onNotifyDescribersTouched }: Props) {
  const { t } = useTranslation('studyForm');
  const { control, setValue } = useFormContext<StudyFormValues>();
  const values = useWatch({ control });
  const mayFlag = usePermission('studies.internalFields');
  const mayNotify = usePermission('studies.notifications');
  const apply = useSwitchRules();

  const ruled = (name: (typeof SWITCHES)[number]) => (
    <FormControlLabel
      key={name}
      disabled={readOnly}
      control={
        <Switch
          checked={Boolean(values[name])}
          onChange={(_event, on) => {
            if (name === 'notifyDescribers') onNotifyDescribersTouched();
            apply({ kind: CHANGE_OF[name], on } as StudySwitchChange);
          }}
        />
      }
      label={t(`switches.${name}`)}
    />
  );
  const plain = (name: FlagName) => (
    <FormControlLabel
      key={name}
      disabled={readOnly}
      control={
        <Switch
          checked={Boolean(values[name])}
          onChange={(_event, on) => setValue(name, on, { shouldDirty: true })}
        />
      }
      label={t(`switches.${name}`)}
    />
  );

  return (
    <>
      {mayFlag && (
        <FormGroup aria-labelledby="study-flags">
          <Typography id="study-flags" variant="subtitle2" component="h2">
            {t('switches.flags')}
          </Typography>
          {ruled('incognitoDescription')}
          {PLAIN_FLAGS.map(plain)}
          {ruled('hidden')}
        </FormGroup>
      )}
      {mayNotify && (
        <FormGroup aria-labelledby="study-notifications">
          <Typography id="study-notifications" variant="subtitle2" component="h2">
            {t('switches.notifications')}
          </Typography>
          {ruled('notifyLeaderAndSupportingDoctors')}
          {ruled('notifyDoctorsAboutDescription')}
          {ruled('notifyDescribers')}
        </FormGroup>
      )}
    </>
  );
}

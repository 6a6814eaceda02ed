import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { schedulingFormProblems, type SchedulingFormProblems } from '@portal/domain';
import { startTransition, useMemo, useState, type FormEvent } from 'react';
import {
  ScheduleAppointmentFromLinkDocument,
  type ScheduleAppointmentFromLinkMutation,
} from '../../../__generated__/scheduling/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { failureMessage } from '../../../shared/api/failure-message';
import { isConflict } from '../failure-message';
import type { SchedulingData } from '../hooks/use-scheduling-data';
import { useSlots, type Slot } from '../hooks/use-slots';
import { warsawDay } from '../scheduling-format';
import { DateField, SelectField } from './light-fields';
import { SlotPicker } from './slot-picker';

export type BookedAppointment = ScheduleAppointmentFromLinkMutation['scheduleAppointmentFromLink'];

interface Props {
  token: string;
  data: SchedulingData;
  onBooked: (appointment: BookedAppointment) => void;
}

const FIELD_IDS = { branchId: 'branch-field', date: 'date-field', studyTypeId: 'study-type-field' };

/** The branches of `data` performing `studyTypeId`, and the one to preselect (when only one). */
function branchesFor(data: SchedulingData, studyTypeId: string) {
  const offering = data.branches.filter(({ studyTypeIds }) => studyTypeIds.includes(studyTypeId));
  return { offering, only: offering.length === 1 ? offering[0]!.id : '' };
}

/**
 * Branch, date, study type, slot buttons and confirm (spec part 1 §2, §4, §5 "Scheduling by
 * link"): the slots are read again — and the chosen one forgotten — whenever the branch, the day
 * or the study type changes, and after a refusal ('no longer free').
 */
export function SchedulingForm({ token, data, onBooked }: Props) {
  const { t, lang, domainMessage } = useText('scheduling');
  const today = useMemo(() => warsawDay(), []);
  const [studyTypeId, setStudyTypeId] = useState(data.studyType?.id ?? '');
  const [branchId, setBranchId] = useState(() => branchesFor(data, studyTypeId).only);
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reload, setReload] = useState(0);
  const [problems, setProblems] = useState<SchedulingFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const { offering } = branchesFor(data, studyTypeId);
  const dateProblem =
    date && date < today ? 'validation.scheduling.dateBeforeToday' : problems.date;
  const query = branchId && studyTypeId && date >= today ? { branchId, date, studyTypeId } : null;
  const slots = useSlots(token, query, lang, reload);

  /** Any change of the choice forgets the chosen slot and the last refusal. */
  const changed = (field: keyof SchedulingFormProblems) => {
    setSlot(null);
    setFailure(null);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const chooseStudyType = (id: string) => {
    changed('studyTypeId');
    setStudyTypeId(id);
    const next = branchesFor(data, id);
    if (!next.offering.some((branch) => branch.id === branchId)) setBranchId(next.only);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = schedulingFormProblems({ branchId, date, studyTypeId, slot }, today);
    // A transition: the domain's messages may still be on their way; the form stays meanwhile.
    startTransition(() => setProblems(found));
    if (!slot || Object.keys(found).length > 0) {
      setFailure(t('errors.missingData'));
      const first = (['studyTypeId', 'branchId', 'date'] as const).find((field) => found[field]);
      const target = first
        ? document.getElementById(FIELD_IDS[first])
        : document.querySelector<HTMLElement>('#slots-group button');
      target?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await graphqlRequest(
        ScheduleAppointmentFromLinkDocument,
        { token, branchId, studyTypeId, ...slot },
        { lang },
      );
      onBooked(result.scheduleAppointmentFromLink);
    } catch (error) {
      setFailure(t('errors.scheduleFailed', { message: failureMessage(error, t) }));
      if (isConflict(error)) {
        // Someone booked it first: fresh slots, nothing chosen.
        setSlot(null);
        setReload((n) => n + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const message = (key: string | undefined) => (key ? domainMessage(key) : undefined);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('formLabel')}>
      <Stack spacing={2.5}>
        <SelectField
          id={FIELD_IDS.studyTypeId}
          label={t('studyType')}
          value={studyTypeId}
          onChange={chooseStudyType}
          required
          error={message(problems.studyTypeId)}
        >
          {!studyTypeId && <option value="">{t('chooseStudyType')}</option>}
          {data.studyTypes.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={FIELD_IDS.branchId}
          label={t('branch')}
          value={branchId}
          onChange={(id) => {
            changed('branchId');
            setBranchId(id);
          }}
          required
          error={message(problems.branchId)}
        >
          {!branchId && <option value="">{t('chooseBranch')}</option>}
          {offering.map(({ id, name, address }) => (
            <option key={id} value={id}>
              {address ? `${name} — ${address}` : name}
            </option>
          ))}
        </SelectField>
        <DateField
          id={FIELD_IDS.date}
          label={t('date')}
          value={date}
          min={today}
          onChange={(value) => {
            changed('date');
            setDate(value);
          }}
          required
          error={message(dateProblem)}
        />
        <SlotPicker
          state={slots}
          selected={slot}
          onSelect={(chosen) => {
            setSlot(chosen);
            setFailure(null);
            setProblems((current) => ({ ...current, slot: undefined }));
          }}
          error={message(problems.slot)}
          onRetry={() => setReload((n) => n + 1)}
        />
        <FailureAlert message={failure} />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t(submitting ? 'confirming' : 'confirm')}
        </Button>
      </Stack>
    </form>
  );
}

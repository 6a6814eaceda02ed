import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../../shared/i18n/text-context';
import type { SchedulingData } from '../hooks/use-scheduling-data';
import { dateTime } from '../scheduling-format';

/** Who the link is for and what it books (spec part 1 §2): e-mail, referred study, expiry. */
export function PatientSummary({ data }: { data: SchedulingData }) {
  const { t, lang } = useText('scheduling');
  const name = [data.patient.firstName, data.patient.lastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={1}>
      <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, fontWeight: 500 } }}>
        {name && <Row term={t('patient')} value={name} />}
        <Row term={t('email')} value={data.patient.email} />
        {data.studyTypes.length > 0 && (
          <Row
            term={t('referredStudy')}
            value={data.studyTypes.map(({ name }) => name).join(', ')}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('linkExpires', { when: dateTime(data.expiresAt, lang) })}
      </Typography>
    </Stack>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { VisitViewDocument } from '../../../__generated__/visits/graphql';
import { doctorName } from '../../../shared/format/doctor-name';
import { formatDateTime } from '../../../shared/format/dates';
import { Field, FieldList } from '../../../shared/ui/field-list';
import { RecordPending } from '../../../shared/ui/record-pending';
import { VisitStatusChip } from '../../../shared/visits/visit-status-chip';
import { VisitActions } from '../components/view/visit-actions';
import { useVisitDictionaries } from '../hooks/use-visit-dictionaries';
import { personName, visitPaths } from '../hooks/visit-paths';

/**
 * /visits/view/:id (spec part 2 §2 "Visits", §4 "Visit"; issue 21 §1): every field of the visit,
 * its doctor, previous and next visit as links, and what the caller may do with it now.
 */
export function VisitViewPage() {
  const { t, i18n } = useTranslation('visits');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { id = '' } = useParams();
  const { followUpDays } = useVisitDictionaries();
  const { data, loading, error, refetch } = useQuery(VisitViewDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const visit = data?.visit;

  const back = (
    <Button
      component={RouterLink}
      to={visitPaths.list}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('backToList')}
    </Button>
  );

  if (!visit) {
    const texts = {
      loading: t('view.loading'),
      loadFailed: t('view.loadFailed'),
      notFound: t('view.notFound'),
    };
    return (
      <RecordPending back={back} loading={loading} error={error} onRetry={refetch} texts={texts} />
    );
  }

  const link = (to: string, text: string) => (
    <Link component={RouterLink} to={to} underline="hover">
      {text}
    </Link>
  );

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      {back}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ md: 'flex-start' }}
      >
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="h4" component="h1">
            {t('view.title', { date: formatDateTime(visit.visitDate, lang) })}
          </Typography>
          <VisitStatusChip status={visit.status} />
        </Stack>
        <VisitActions visit={visit} followUpDays={followUpDays} refetch={refetch} />
      </Stack>
      <Paper sx={{ p: 3 }}>
        <FieldList>
          <Field label={t('view.visitDate')}>{formatDateTime(visit.visitDate, lang)}</Field>
          <Field label={t('view.status')}>{t(`status.${visit.status}`)}</Field>
          <Field label={t('view.doctor')}>
            {link(
              visitPaths.doctor(visit.doctor.id, visit.doctor.isFacility),
              doctorName(visit.doctor),
            )}
          </Field>
          <Field label={t('view.coordinator')}>{personName(visit.coordinator)}</Field>
          <Field label={t('view.reason')}>{visit.visitReason ?? t('view.none')}</Field>
          <Field label={t('view.gadgets')}>
            {visit.gadgets.length > 0 ? visit.gadgets.join(', ') : t('view.none')}
          </Field>
          <Field label={t('view.region')}>{visit.region ?? t('view.none')}</Field>
          <Field label={t('view.comment')} preLine>
            {visit.comment ?? t('view.none')}
          </Field>
          {visit.previousVisitId && (
            <Field label={t('view.previousVisit')}>
              {link(visitPaths.view(visit.previousVisitId), t('view.openVisit'))}
            </Field>
          )}
          {visit.nextVisit && (
            <Field label={t('view.nextVisit')}>
              {link(
                visitPaths.view(visit.nextVisit.id),
                formatDateTime(visit.nextVisit.visitDate, lang),
              )}
            </Field>
          )}
          <Field label={t('view.createdAt')}>{formatDateTime(visit.createdAt, lang)}</Field>
          <Field label={t('view.updatedAt')}>{formatDateTime(visit.updatedAt, lang)}</Field>
        </FieldList>
      </Paper>
    </Stack>
  );
}

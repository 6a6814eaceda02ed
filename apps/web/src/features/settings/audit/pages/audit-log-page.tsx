import { useQuery } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import {
  AUDIT_OUTCOMES,
  AUDITED_ENTITIES,
  auditParams,
  auditVariables,
  parseAuditParams,
  type AuditListState,
} from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { SettingsPageFrame } from '../../components/settings-page-frame';

/**
 * /settings/audit (Admin): the audit trail, newest first — who changed which record, when, from
 * where, and each changed field before → after (issue 13 §4). Reading it is itself audited.
 */
export function AuditLogPage() {
  const { t } = useTranslation('auditLog');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseAuditParams(params), [params]);
  const variables = useMemo(() => auditVariables(state), [state]);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables,
    context: { silentErrors: true },
  });
  const result = data?.auditLog ?? previousData?.auditLog ?? null;
  const entityLabel = useId();
  const outcomeLabel = useId();

  const change = (next: Partial<AuditListState>) =>
    setParams(auditParams({ ...state, page: 0, ...next }), { replace: true });

  return (
    <SettingsPageFrame namespace="auditLog" listPath="/settings/audit">
      <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id={entityLabel}>{t('filters.entityType')}</InputLabel>
            <Select
              labelId={entityLabel}
              label={t('filters.entityType')}
              value={state.entityType}
              onChange={(event) => change({ entityType: event.target.value })}
            >
              <MenuItem value="">{t('filters.all')}</MenuItem>
              {AUDITED_ENTITIES.map((entity) => (
                <MenuItem key={entity} value={entity}>
                  {t(`entities.${entity}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            size="small"
            label={t('filters.entityId')}
            value={state.entityId}
            onChange={(event) => change({ entityId: event.target.value.trim() })}
          />
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id={outcomeLabel}>{t('filters.outcome')}</InputLabel>
            <Select
              labelId={outcomeLabel}
              label={t('filters.outcome')}
              value={state.outcome}
              onChange={(event) => change({ outcome: event.target.value })}
            >
              <MenuItem value="">{t('filters.all')}</MenuItem>
              {AUDIT_OUTCOMES.map((outcome) => (
                <MenuItem key={outcome} value={outcome}>
                  {t(`outcomes.${outcome}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('loading')} />}
        {error && !data ? (
          <LoadError message={t('loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : !result ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ) : result.total === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            {t('empty')}
          </Typography>
        ) : (
          <AuditTable
            entries={result.items}
            total={result.total}
            totalCapped={result.totalCapped}
            hasMore={result.hasMore}
            page={state.page}
            onPageChange={(page) => setParams(auditParams({ ...state, page }))}
          />
        )}
      </Paper>
    </SettingsPageFrame>
  );
}

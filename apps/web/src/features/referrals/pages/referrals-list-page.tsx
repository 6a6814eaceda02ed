import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ReferralStudyTypesDocument } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { useSession } from '../../../shared/auth/use-session';
import type { PatientOption } from '../../../shared/ui/pickers/patient-picker';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';
import type { IssuerOption } from '../components/issuer-picker';
import { referralColumns } from '../components/list/referral-columns';
import { ReferralsFilters } from '../components/list/referrals-filters';
import { ReferralsTable } from '../components/list/referrals-table';
import { allowedFilters, EMPTY_FILTERS, hasFilters, listVariables } from '../hooks/list-state';
import { rememberedOption } from '../hooks/remembered-option';
import { useReferralActions } from '../hooks/use-referral-actions';
import { useReferralListState } from '../hooks/use-referral-list-state';
import { useReferralsList } from '../hooks/use-referrals-list';

const hasContact = (value: Record<string, unknown>) =>
  typeof value.contact === 'object' && value.contact !== null;

/**
 * /referals: the referrals the caller sees, newest first, in pages of 10–50 kept in the URL, with
 * filters by completion, patient, study types and — for the desk — issuer (spec part 2 §2, §7).
 */
export function ReferralsListPage() {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const session = useSession();
  const mayAdd = usePermission('referrals.add');
  const mayPickIssuer = usePermission('referrals.pickIssuer');
  // Every row of a Doctor's list is their own: the column would only repeat their name.
  const withIssuer = session?.currentRole !== 'Doctor';
  const columns = useMemo(() => referralColumns({ withIssuer }), [withIssuer]);
  const { state, setPage, setSize, setFilters } = useReferralListState();
  const filters = useMemo(() => allowedFilters(state, mayPickIssuer), [state, mayPickIssuer]);
  const variables = useMemo(
    () => ({ ...listVariables(filters, state.page, state.size), withIssuer }),
    [filters, state.page, state.size, withIssuer],
  );
  const { data, previousData, loading, error, refetch } = useReferralsList(state.size, variables);
  const studyTypes = useQuery(ReferralStudyTypesDocument);
  const actions = useReferralActions();
  const result = data?.referals ?? previousData?.referals ?? null;
  const total = result?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / state.size) - 1);

  // A stored or shared page beyond the end (referrals were removed) shows the last page instead.
  // Past a capped count only an empty page tells that the end was passed.
  useEffect(() => {
    if (!data) return;
    const { total: counted, totalCapped, items } = data.referals;
    const last = Math.max(0, Math.ceil(counted / state.size) - 1);
    const beyond = totalCapped ? items.length === 0 : state.page > last;
    if (beyond && state.page > 0) setPage(Math.min(state.page - 1, last));
  }, [data, state.page, state.size, setPage]);

  // The filtered patient and issuer by name: as picked in this session, else from a row (each
  // row of a filtered list is theirs).
  const first = result?.items[0];
  const patient = useMemo((): PatientOption | null => {
    if (!filters.patient) return null;
    const picked = rememberedOption<PatientOption>('patient', filters.patient, hasContact);
    if (picked) return picked;
    return first?.patient.id === filters.patient ? first.patient : null;
  }, [filters.patient, first]);
  const issuer = useMemo((): IssuerOption | null => {
    if (!filters.issuer) return null;
    const picked = rememberedOption<IssuerOption>('issuer', filters.issuer, hasContact);
    if (picked) return picked;
    // The filter's picker shows no stamp: the row's doctor is enough.
    return first?.issuer?.id === filters.issuer ? { ...first.issuer, hasStamp: true } : null;
  }, [filters.issuer, first]);

  const add = () => void navigate('/referals/add');
  const filtered = hasFilters(filters);

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <ReferralsFilters
          value={filters}
          onChange={setFilters}
          mayPickIssuer={mayPickIssuer}
          studyTypes={studyTypes.data?.studyTypes ?? []}
          patient={patient}
          issuer={issuer}
        />
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={AssignmentIcon}
            texts={{
              empty: t('list.empty'),
              noMatches: t('list.noMatches'),
              clearFilters: t('list.clearFilters'),
              add: t('list.add'),
            }}
            filtered={filtered}
            onAdd={mayAdd && !filtered ? add : null}
            onClearFilters={() => setFilters(EMPTY_FILTERS)}
          />
        ) : (
          <ReferralsTable
            rows={result?.items ?? null}
            columns={columns}
            total={total}
            totalCapped={result?.totalCapped ?? false}
            hasMore={result?.hasMore ?? false}
            page={result?.totalCapped ? state.page : Math.min(state.page, lastPage)}
            size={state.size}
            onPageChange={setPage}
            onSizeChange={setSize}
            loading={!result}
            onComplete={actions.requestComplete}
            onDelete={actions.requestDelete}
          />
        )}
      </Paper>
      {/* The empty list offers its own button; once there are referrals, this one. */}
      {mayAdd && (total > 0 || filtered) && (
        <Fab
          color="primary"
          component={RouterLink}
          to="/referals/add"
          aria-label={t('list.add')}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
      {actions.dialogs}
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { warsawToday } from '@portal/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DoctorsListDocument } from '../../../__generated__/doctors/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { useAuthorizedDownload } from '../../../shared/files/use-authorized-download';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';
import { DoctorsFilters } from '../components/list/doctors-filters';
import { DoctorsTable } from '../components/list/doctors-table';
import { doctorPaths } from '../hooks/doctor-paths';
import { EMPTY_FILTERS, exportUrl, hasFilters, listVariables } from '../hooks/list-state';
import { useDoctorDictionaries } from '../hooks/use-doctor-dictionaries';
import { useDoctorKind } from '../hooks/use-doctor-kind';
import { useDoctorListState } from '../hooks/use-doctor-list-state';

// The add dialog is its own chunk: most visits of the list never open it.
const DoctorAddDialog = lazy(async () => ({
  default: (await import('../components/form/doctor-add-dialog')).DoctorAddDialog,
}));

/**
 * /doctors and /facilities (Admin, Technician, Manager; spec part 2 §2, issue 20 §1): the search
 * panel and one page of the table, paged and sorted by the server, all of it in the URL.
 * /doctors/add and /facilities/add show the same list with the add dialog open.
 */
export function DoctorsListPage() {
  const { t } = useTranslation('doctors');
  const kind = useDoctorKind();
  const paths = doctorPaths(kind);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const adding = pathname === paths.add;
  const mayAdd = usePermission('doctors.add');
  const mayEdit = usePermission('doctors.edit');
  const { state, setPage, setSize, setSort, setFilters } = useDoctorListState(kind);
  const dictionaries = useDoctorDictionaries();
  // Clearing from the empty state starts the panel afresh (its typed texts included).
  const [filtersKey, setFiltersKey] = useState(0);
  const variables = useMemo(() => listVariables(kind, state), [kind, state]);
  const { data, previousData, loading, error, refetch } = useQuery(DoctorsListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const result = data?.doctors ?? previousData?.doctors ?? null;
  const total = result?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / state.size) - 1);

  // A stored or shared page beyond the end (records were removed) shows the last page instead.
  useEffect(() => {
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, lastPage, state.page, setPage]);

  const { download, downloading } = useAuthorizedDownload();
  const exportList = () =>
    void download(exportUrl(kind, state), `${t(`export.fileName.${kind}`)}-${warsawToday()}.csv`);
  const openAdd = () => void navigate({ pathname: paths.add, search });
  const closeAdd = () => void navigate({ pathname: paths.list, search });
  const filtered = hasFilters(state);

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(`title.${kind}`)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportList}
          disabled={downloading || total === 0}
        >
          {t('export.button')}
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <DoctorsFilters
          key={`${kind}-${filtersKey}`}
          kind={kind}
          value={state}
          onChange={setFilters}
          specializations={dictionaries.specializations}
          regions={dictionaries.regions}
        />
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={LocalHospitalIcon}
            texts={{
              empty: t(`list.empty.${kind}`),
              noMatches: t('list.noMatches'),
              clearFilters: t('list.clearFilters'),
              add: t(`list.add.${kind}`),
            }}
            filtered={filtered}
            onAdd={mayAdd && !filtered ? openAdd : null}
            onClearFilters={() => {
              setFilters(EMPTY_FILTERS);
              setFiltersKey((key) => key + 1);
            }}
          />
        ) : (
          <DoctorsTable
            kind={kind}
            rows={result?.items ?? null}
            total={total}
            state={{ ...state, page: Math.min(state.page, lastPage) }}
            onPageChange={setPage}
            onSizeChange={setSize}
            onSortChange={setSort}
            mayEdit={mayEdit}
            loading={!result}
          />
        )}
      </Paper>
      {mayAdd && (
        <Fab
          color="primary"
          aria-label={t(`list.add.${kind}`)}
          onClick={openAdd}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
      {adding && mayAdd && (
        <Suspense fallback={null}>
          <DoctorAddDialog
            initialKind={kind}
            onClose={closeAdd}
            onSaved={(path) => void navigate(path)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

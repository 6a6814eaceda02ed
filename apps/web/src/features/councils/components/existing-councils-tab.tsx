import { useQuery } from '@apollo/client/react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  MyCouncilParticipationsDocument,
  MyCouncilsDocument,
  type CouncilSummaryFragment,
} from '../../../__generated__/councils/graphql';
import { formatDate } from '../../../shared/format/dates';
import { councilPaths } from '../hooks/council-paths';
import { useLang } from '../hooks/use-lang';
import { OwnerChip } from './owner-chip';
import { TabState } from './tab-state';

/** The councils the caller founded and joined, each once, the newest first. */
function councilsOf(
  owned: readonly CouncilSummaryFragment[],
  joined: readonly CouncilSummaryFragment[],
): CouncilSummaryFragment[] {
  const byId = new Map([...owned, ...joined].map((council) => [council.id, council]));
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * 'Istniejące' (spec part 2 §2 "Councils"): the councils the caller founded or joined — name,
 * created date, members, the founder's marker — each opening the council.
 */
export function ExistingCouncilsTab() {
  const { t } = useTranslation('councils');
  const lang = useLang();
  const founded = useQuery(MyCouncilsDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const joined = useQuery(MyCouncilParticipationsDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const data =
    founded.data && joined.data
      ? { owned: founded.data.getMyCouncils, joined: joined.data.getMyCouncilParticipations }
      : null;
  const loading = founded.loading || joined.loading;
  const error = founded.error ?? joined.error;
  const refetch = () => Promise.all([founded.refetch(), joined.refetch()]);
  const councils = data ? councilsOf(data.owned, data.joined) : [];

  return (
    <TabState
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      empty={Boolean(data) && councils.length === 0}
      texts={{
        loading: t('existing.loading'),
        loadFailed: t('existing.loadFailed'),
        empty: t('existing.empty'),
      }}
      onRetry={refetch}
    >
      <Paper variant="outlined">
        <List aria-label={t('existing.label')} disablePadding>
          {councils.map((council) => (
            <ListItemButton
              key={council.id}
              component={RouterLink}
              to={councilPaths.view(council.id)}
              divider
            >
              <ListItemText
                slotProps={{ primary: { component: 'div' } }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{council.name}</span>
                    {council.isOwner && <OwnerChip />}
                  </Stack>
                }
                secondary={t('existing.details', {
                  date: formatDate(council.createdAt, lang),
                  count: council.councilMembers.length,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </TabState>
  );
}

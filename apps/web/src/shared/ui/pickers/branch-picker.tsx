import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BRANCH_PICKER_LIMIT } from '@portal/domain';
import { useCallback } from 'react';
import {
  BranchPickerOptionsDocument,
  type BranchPickerOptionsQuery,
} from '../../../__generated__/graphql';
import { AsyncAutocomplete, type PickerProps } from './async-autocomplete';

export type BranchOption = BranchPickerOptionsQuery['branches']['nodes'][number];

type Props = PickerProps<BranchOption> & {
  /** Only own branches (true) or only partner sites (false); both when not given. */
  ownBranch?: boolean;
};

/** A branch chosen by name among the active ones, BRANCH_PICKER_LIMIT at a time (spec §9). */
export function BranchPicker({ ownBranch, ...props }: Props) {
  const client = useApolloClient();
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: BranchPickerOptionsDocument,
        variables: {
          filter: {
            ...(text ? { name: text } : {}),
            ...(ownBranch === undefined ? {} : { ownBranch }),
          },
          paging: { limit: BRANCH_PICKER_LIMIT },
        },
        fetchPolicy: 'network-only',
      });
      return data?.branches.nodes ?? [];
    },
    [client, ownBranch],
  );
  return (
    <AsyncAutocomplete<BranchOption>
      {...props}
      search={search}
      getOptionLabel={(branch) => branch.name}
      renderOption={(branch) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: branch.color,
              flexShrink: 0,
            }}
          />
          <span>{branch.name}</span>
        </Stack>
      )}
    />
  );
}

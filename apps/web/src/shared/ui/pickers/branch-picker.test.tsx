import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BranchPickerOptionsDocument } from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { BranchPicker } from './branch-picker';

const branch = (id: string, name: string) => ({
  __typename: 'Branch' as const,
  id,
  name,
  color: '#2e7d32',
  ownBranch: true,
});

beforeAll(async () => {
  await initTestI18n();
});

describe('BranchPicker', { timeout: 15_000 }, () => {
  it('asks the server for own branches matching the text, at most 20, and picks one', async () => {
    const link = new MockLink([
      // Opening the list (before any text) offers the first branches.
      {
        request: {
          query: BranchPickerOptionsDocument,
          variables: { filter: { ownBranch: true }, paging: { limit: 20 } },
        },
        result: {
          data: { branches: { __typename: 'BranchConnection', nodes: [branch('1', 'Alfa')] } },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: BranchPickerOptionsDocument,
          variables: { filter: { name: 'Moko', ownBranch: true }, paging: { limit: 20 } },
        },
        result: {
          data: {
            branches: {
              __typename: 'BranchConnection',
              nodes: [branch('4', 'Warszawa Mokotów')],
            },
          },
        },
      },
    ]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const onChange = vi.fn();
    renderWithProviders(
      <ApolloProvider client={client}>
        <BranchPicker label="Filia" value={null} onChange={onChange} ownBranch />
      </ApolloProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Filia' }), 'Moko');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Warszawa Mokotów' }, { timeout: 2000 }),
    );
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: '4', name: 'Warszawa Mokotów' }),
    );
  });
});

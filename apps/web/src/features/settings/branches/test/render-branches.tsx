import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { MasterDataOptionsDocument } from '../../../../__generated__/graphql';
import { renderWithProviders } from '../../../../test/render-with-providers';

export type Mock = MockLink.MockedResponse;

/** The app config's lists the form offers, as the seed starts them. */
const masterDataOptions: Mock = {
  request: { query: MasterDataOptionsDocument },
  result: {
    data: {
      appConfig: {
        __typename: 'AppConfig',
        regions: ['mazowieckie', 'małopolskie'],
        deviceTypes: ['CBCT', 'PANTOMOGRAPH', 'CEPHALOSTAT', 'INTRAORAL', 'ENT_CT'],
        radiationGroups: ['2D', '3D'],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Renders a branches page at `route` with mocked GraphQL answers (and the app config's lists). */
export function renderBranches(path: string, page: ReactElement, mocks: Mock[], route: string) {
  const client = new ApolloClient({
    link: new MockLink([masterDataOptions, ...mocks]),
    cache: new InMemoryCache(),
  });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/settings/branches" element={<p>list</p>} />
        </Routes>
      </SnackbarProvider>
    </ApolloProvider>,
    { route },
  );
}

export const device = (id: string, name: string) => ({
  __typename: 'Device' as const,
  id,
  name,
  deviceType: 'CBCT',
  radiationGroups: ['3D'],
  enabled: true,
});

export const branch = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Branch' as const,
  id,
  name,
  color: '#2e7d32',
  ownBranch: true,
  region: 'mazowieckie',
  active: true,
  version: 1,
  phoneNumbers: [],
  emailAddresses: [],
  address: null,
  devices: [device(`${id}1`, 'CBCT 1')],
  ...extra,
});

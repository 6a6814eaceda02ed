import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UserPickerOptionsDocument } from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { UserPicker, userOptionLabel } from './user-picker';

const user = (id: string, login: string, contact: Record<string, string | null>) => ({
  __typename: 'User' as const,
  id,
  login,
  contact: {
    __typename: 'Contact' as const,
    firstName: null,
    lastName: null,
    companyName: null,
    ...contact,
  },
});

const usersPage = (items: ReturnType<typeof user>[]) => ({
  data: { users: { __typename: 'UsersPage', items } },
});

beforeAll(async () => {
  await initTestI18n();
});

describe('UserPicker', { timeout: 15_000 }, () => {
  it('asks for active users of the roles given matching the text, at most 30, and picks one', async () => {
    const where = { active: true, roles: ['Coordinator'] };
    const link = new MockLink([
      {
        request: {
          query: UserPickerOptionsDocument,
          variables: { where, pagination: { take: 30 } },
        },
        result: usersPage([user('1', 'a@example.com', { firstName: 'Anna', lastName: 'Adamska' })]),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: UserPickerOptionsDocument,
          variables: { where: { ...where, name: 'Now' }, pagination: { take: 30 } },
        },
        result: usersPage([
          user('7', 'nowak@example.com', { firstName: 'Ewa', lastName: 'Nowak' }),
        ]),
      },
    ]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const onChange = vi.fn();
    renderWithProviders(
      <ApolloProvider client={client}>
        <UserPicker label="Koordynator" value={null} onChange={onChange} roles={['Coordinator']} />
      </ApolloProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Koordynator' }), 'Now');
    await userEvent.click(
      await screen.findByRole(
        'option',
        { name: 'Nowak Ewa (nowak@example.com)' },
        { timeout: 2000 },
      ),
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }));
  });
});

describe('userOptionLabel', () => {
  it('names a facility account by its company when it has no person’s name', () => {
    const office = user('3', 'biuro@example.com', { companyName: 'Dent-Lab' });
    expect(userOptionLabel(office)).toBe('Dent-Lab (biuro@example.com)');
  });
});

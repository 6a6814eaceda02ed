import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { useStaleVersion } from '../hooks/use-stale-version';
import { StaleVersionAlert } from './stale-version-alert';

beforeAll(initTestI18n);

const STALE =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

interface Record {
  name: string;
  version: number;
}

/** A form's use of the pattern: the version it holds, the refusal, the alert. */
function Harness({
  load,
  onError,
}: {
  load: () => Promise<Record | null>;
  onError: (catchStale: (error: unknown) => boolean) => void;
}) {
  const [held, setHeld] = useState<Record>({ name: 'stary', version: 1 });
  const stale = useStaleVersion(load, setHeld);
  onError(stale.catchStale);
  return (
    <>
      <p>
        {held.name} v{held.version}
      </p>
      <StaleVersionAlert state={stale} />
    </>
  );
}

/** Renders the harness; `catchStale` hands it a failed save's error, as a form would. */
function setUp(load: () => Promise<Record | null>) {
  let latest: (error: unknown) => boolean = () => false;
  renderWithProviders(<Harness load={load} onError={(catchStale) => (latest = catchStale)} />);
  const catchStale = (error: unknown): boolean => {
    let caught = false;
    act(() => {
      caught = latest(error);
    });
    return caught;
  };
  return { catchStale };
}

const staleAnswer = () =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: STALE, extensions: { code: 'STALE_VERSION', currentVersion: 2 } }],
  });

describe('StaleVersionAlert with useStaleVersion', () => {
  it('shows nothing until a save is refused as stale, and ignores other errors', () => {
    const { catchStale } = setUp(() => Promise.resolve(null));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(catchStale(new Error('network'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message with Odśwież, which reloads the record into the form', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'nowy', version: 2 }));
    const { catchStale } = setUp(load);
    expect(catchStale(staleAnswer())).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(STALE);
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByText('nowy v2')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the message when the record cannot be read again', async () => {
    const { catchStale } = setUp(() => Promise.reject(new Error('offline')));
    catchStale(staleAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Odśwież' }).disabled).toBe(
        false,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain(STALE);
    expect(screen.getByText('stary v1')).toBeTruthy();
  });
});

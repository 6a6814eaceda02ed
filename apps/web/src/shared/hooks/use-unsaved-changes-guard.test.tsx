import { UNSAVED_CHANGES_ARM_MS } from '@portal/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Form({ dirty, saveFirst = false }: { dirty: boolean; saveFirst?: boolean }) {
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <button
        onClick={() => {
          if (saveFirst) guard.markSaved();
          void navigate('/patients');
        }}
      >
        close
      </button>
      {guard.blocked && (
        <>
          <span>blocked</span>
          <button onClick={guard.stay}>stay</button>
          <button onClick={guard.leave}>leave</button>
        </>
      )}
    </>
  );
}

function setUp(dirty: boolean, saveFirst = false) {
  const router = createMemoryRouter(
    [
      { path: '/patients/add', element: <Form dirty={dirty} saveFirst={saveFirst} /> },
      { path: '/patients', element: <span>list</span> },
    ],
    { initialEntries: ['/patients/add'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const arm = () =>
  act(() => {
    vi.advanceTimersByTime(UNSAVED_CHANGES_ARM_MS);
  });
const close = () => act(() => fireEvent.click(screen.getByText('close')));

afterEach(() => vi.useRealTimers());

describe('useUnsavedChangesGuard', () => {
  it('lets a dirty form close during its first 5 seconds', async () => {
    vi.useFakeTimers();
    const router = setUp(true);
    act(() => {
      vi.advanceTimersByTime(UNSAVED_CHANGES_ARM_MS - 1);
    });
    await close();
    expect(router.state.location.pathname).toBe('/patients');
  });

  it('holds a dirty form after 5 seconds until the user decides', async () => {
    vi.useFakeTimers();
    const router = setUp(true);
    arm();
    await close();
    expect(screen.getByText('blocked')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/patients/add');
    await act(() => fireEvent.click(screen.getByText('stay')));
    expect(router.state.location.pathname).toBe('/patients/add');
    await close();
    await act(() => fireEvent.click(screen.getByText('leave')));
    expect(router.state.location.pathname).toBe('/patients');
  });

  it('asks the browser before a reload while armed and dirty', () => {
    vi.useFakeTimers();
    setUp(true);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    arm();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('never holds a clean form, nor one just saved', async () => {
    vi.useFakeTimers();
    const clean = setUp(false);
    arm();
    await close();
    expect(clean.state.location.pathname).toBe('/patients');
  });

  it('lets a saved form go at once', async () => {
    vi.useFakeTimers();
    const saved = setUp(true, true);
    arm();
    await close();
    expect(saved.state.location.pathname).toBe('/patients');
  });
});

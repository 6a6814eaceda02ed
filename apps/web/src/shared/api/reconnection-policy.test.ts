import { RECONNECT_ATTEMPTS, RECONNECT_INTERVAL_MS } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { createConnectionStateStore } from './connection-state';
import { createReconnectionPolicy, RESTART_CLOSE_CODE } from './reconnection-policy';

function setUp() {
  const state = createConnectionStateStore();
  const wait = vi.fn(() => Promise.resolve());
  const onRestored = vi.fn();
  const onSessionRefused = vi.fn();
  const policy = createReconnectionPolicy({ state, wait, onRestored, onSessionRefused });
  return { state, wait, onRestored, onSessionRefused, policy };
}

const drop = (code = 1006) => ({ code, reason: '' });

describe('the reconnection policy (spec: 5 attempts, 5 s apart, then refresh)', () => {
  it('allows 5 reconnection attempts after a drop, each after 5 s, then gives up', async () => {
    const { state, wait, policy } = setUp();
    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt++) {
      expect(policy.shouldRetry(drop())).toBe(true);
      expect(state.get()).toBe('reconnecting');
      await policy.retryWait();
    }
    expect(policy.shouldRetry(drop())).toBe(false);
    expect(state.get()).toBe('failed');
    expect(wait.mock.calls).toEqual(Array.from({ length: 5 }, () => [RECONNECT_INTERVAL_MS]));
  });

  it('counts one close once, however many subscriptions ask about it', () => {
    const { policy, state } = setUp();
    const event = drop();
    for (let subscription = 0; subscription < 10; subscription++) {
      expect(policy.shouldRetry(event)).toBe(true);
    }
    for (let attempt = 2; attempt <= RECONNECT_ATTEMPTS; attempt++) policy.shouldRetry(drop());
    expect(state.get()).toBe('reconnecting');
  });

  it('treats a failed attempt without a close event (a socket error) as a drop', () => {
    const { policy, state } = setUp();
    expect(policy.shouldRetry({ type: 'error' })).toBe(true);
    expect(state.get()).toBe('reconnecting');
  });

  it('on reconnection: connected, refetch once, and a fresh count', () => {
    const { policy, state, onRestored } = setUp();
    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt++) policy.shouldRetry(drop());
    policy.connected();
    expect(state.get()).toBe('connected');
    expect(onRestored).toHaveBeenCalledTimes(1);

    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt++) {
      expect(policy.shouldRetry(drop())).toBe(true);
    }
  });

  it('does not refetch on the first connection', () => {
    const { policy, onRestored } = setUp();
    policy.connected();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('reconnects at once, unseen, after its own restart', async () => {
    const { policy, state, wait } = setUp();
    policy.restarting();
    expect(policy.shouldRetry(drop(RESTART_CLOSE_CODE))).toBe(true);
    await policy.retryWait();
    expect(wait).not.toHaveBeenCalled();
    expect(state.get()).toBe('connected');
  });

  it.each([4401, 4403])('stops at %i (session ended or refused) and tells the app', (code) => {
    const { policy, state, onSessionRefused } = setUp();
    policy.closed(drop(code));
    expect(policy.shouldRetry(drop(code))).toBe(false);
    expect(state.get()).toBe('failed');
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('is calm again after a sign-out', () => {
    const { policy, state } = setUp();
    policy.closed(drop(4401));
    policy.reset();
    expect(state.get()).toBe('connected');
    expect(policy.shouldRetry(drop())).toBe(true);
  });
});

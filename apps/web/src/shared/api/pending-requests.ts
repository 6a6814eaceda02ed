import { ApolloLink } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

let pending = 0;
/** Counts busy periods (0 → 1 pending); the progress bar times each period separately. */
let busyPeriod = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  if (pending === 0 && delta > 0) busyPeriod += 1;
  pending = Math.max(0, pending + delta);
  for (const listener of listeners) listener();
}

/** Counts calls in flight for the top progress bar (spec part 1 §2). */
export const pendingRequests = {
  begin: () => change(1),
  end: () => change(-1),
  count: () => pending,
  /** The current busy period's number, or null when nothing is pending. */
  busyPeriod: (): number | null => (pending > 0 ? busyPeriod : null),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBusyPeriod(): number | null {
  return useSyncExternalStore(pendingRequests.subscribe, pendingRequests.busyPeriod);
}

/**
 * Counts an operation from the moment it is sent until it completes, fails or is abandoned.
 * Subscriptions are long-lived and never count.
 */
export const pendingRequestsLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return forward(operation);
  return new Observable((observer) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      pendingRequests.end();
    };
    pendingRequests.begin();
    const subscription = forward(operation).subscribe({
      next: (value) => observer.next(value),
      error: (error: unknown) => {
        finish();
        observer.error(error);
      },
      complete: () => {
        finish();
        observer.complete();
      },
    });
    return () => {
      finish();
      subscription.unsubscribe();
    };
  });
});

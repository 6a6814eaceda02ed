import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import type { Lang } from '@portal/domain';
import { classifyError } from './classify-error';
import type { ErrorHandler } from './error-handler';
import { pendingRequestsLink } from './pending-requests';

export interface ClientDeps {
  token: () => string | null;
  currentRole: () => string | null;
  lang: () => Lang;
  errors: ErrorHandler;
  /** Terminating link for subscriptions (the WebSocket, realtime-link.ts); queries go over HTTP. */
  subscriptions?: ApolloLink;
}

/**
 * Operation context flags. `silentErrors`: the caller shows the error itself (e.g. the login
 * form); session, maintenance and network errors are still handled globally.
 */
export interface PortalOperationContext {
  silentErrors?: boolean;
}

/** Every call carries the bearer token, the language and the role the session acts as (ADR 0004). */
function headersLink(deps: ClientDeps): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = deps.token();
    const role = deps.currentRole();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'Accept-Language': deps.lang(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(token && role ? { 'X-Current-Role': role } : {}),
      },
    }));
    return forward(operation);
  });
}

const isSubscription = (operation: ApolloLink.Operation) =>
  operation.operationType === OperationTypeNode.SUBSCRIPTION;

function errorLink(deps: ClientDeps): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    // Subscription errors are not shown (spec part 1 §8); the connection banner reports drops.
    if (isSubscription(operation)) return;
    const context = operation.getContext() as PortalOperationContext;
    deps.errors.handle(classifyError(error), { silent: context.silentErrors === true });
  });
}

function successLink(deps: ClientDeps): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap({ next: () => deps.errors.succeeded() })),
  );
}

function transport(deps: ClientDeps): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  return deps.subscriptions ? ApolloLink.split(isSubscription, deps.subscriptions, http) : http;
}

export function createApolloClient(deps: ClientDeps): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      pendingRequestsLink,
      errorLink(deps),
      successLink(deps),
      new RemoveTypenameFromVariablesLink(),
      headersLink(deps),
      transport(deps),
    ]),
    cache: new InMemoryCache({
      // A patient's contact has no id of its own: a list that reads only the name (the studies
      // list) must add to the cached contact, not replace it, or the patient view reads it again.
      typePolicies: { PatientContact: { merge: true } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

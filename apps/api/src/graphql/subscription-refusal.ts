import type { WebSocket } from 'ws';

const GRAPHQL_TRANSPORT_WS = 'graphql-transport-ws';
const CONNECTION_ERROR = '{"type":"connection_error"';
const CONNECTION_ACK = '{"type":"connection_ack"';
/** graphql-transport-ws close code for a refused connection_init. */
const CLOSE_FORBIDDEN = 4403;

/**
 * Mercurius refuses a connection_init by sending `connection_error`, a message of the older
 * `graphql-ws` protocol that graphql-transport-ws does not have: the web's client reports it as a
 * bad response and cannot tell a refused session from a broken server. graphql-transport-ws
 * closes the socket with 4403 Forbidden instead, so on that protocol we do exactly that.
 * Called at every connection_init; once one is acknowledged, messages go out untouched.
 */
export function closeRefusedConnectionsAsForbidden(socket: WebSocket): void {
  if (socket.protocol !== GRAPHQL_TRANSPORT_WS) return;
  const send = socket.send.bind(socket) as (...args: unknown[]) => void;
  // Back to the prototype's own send.
  const restore = () => Reflect.deleteProperty(socket, 'send');
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    if (typeof data === 'string' && data.startsWith(CONNECTION_ERROR)) {
      restore();
      socket.close(CLOSE_FORBIDDEN, 'Forbidden');
      // Mercurius waits for the send callback before it cleans the connection up.
      const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
      callback?.();
      return;
    }
    if (typeof data === 'string' && data.startsWith(CONNECTION_ACK)) restore();
    send(data, ...rest);
  }) as WebSocket['send'];
}

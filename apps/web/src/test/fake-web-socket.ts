/**
 * A WebSocket the test plays the server of, for the real graphql-ws client
 * (`createClient({ webSocketImpl: FakeWebSocket })`). Pings are answered unless told otherwise.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the client opened, oldest first. */
  static instances: FakeWebSocket[] = [];
  static answerPings = true;

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  /** Messages the client sent, parsed. */
  readonly sent: { type: string; id?: string; payload?: unknown }[] = [];
  closedWith: { code: number; reason: string } | null = null;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
    FakeWebSocket.answerPings = true;
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    const message = JSON.parse(data) as FakeWebSocket['sent'][number];
    this.sent.push(message);
    if (message.type === 'ping' && FakeWebSocket.answerPings) this.receive({ type: 'pong' });
  }

  /** The client closes (restart, dispose, terminate). */
  close(code = 1000, reason = ''): void {
    this.end(code, reason);
  }

  // ── The server's side ────────────────────────────────────────────────────────────────
  /** Accepts the upgrade; the client answers with connection_init. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }

  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server (or the network) ends the connection. */
  end(code: number, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.closedWith = { code, reason };
    this.onclose?.({ code, reason, wasClean: code !== 1006 });
  }

  /** The connection attempt fails as a browser reports it: an error, then 1006. */
  fail(): void {
    this.onerror?.({ type: 'error' });
    this.end(1006);
  }
}

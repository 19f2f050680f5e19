import type { SocketLike } from '@/api/notification-socket';

/** A WebSocket stand-in: records what is sent, and lets a test play the server's part. */
export class FakeSocket implements SocketLike {
  /** Every socket made since the last `FakeSocket.made.length = 0`. */
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Plays a server that accepts the token and the subscription. */
  accept() {
    this.onopen?.({});
    this.receive({ event: 'auth.success' });
    this.receive({ event: 'subscribed', topic: 'notification.created' });
  }
}

export const createFakeSocket = (url: string): FakeSocket => new FakeSocket(url);

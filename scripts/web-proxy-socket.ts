import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';

/**
 * Passes the server's websocket (`/api/v1/ws`, 2.3+) through the web proxy: each browser socket gets its own
 * socket to the server, and messages and closes go both ways. Other upgrade requests are refused with 404.
 */
export function bridgeWebsocket(server: Server, upstream: URL, localPath = '/api/v1/ws'): () => void {
  const wss = new WebSocketServer({ noServer: true });
  const open = new Set<WebSocket>();
  const target = new URL(`${upstream.href.replace(/\/+$/, '')}/ws`);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== localPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (browser) => {
      const remote = new WebSocket(target);
      open.add(browser).add(remote);
      const pending: Array<[WebSocket.RawData, boolean]> = [];
      remote.on('open', () => pending.splice(0).forEach(([data, binary]) => remote.send(data, { binary })));
      browser.on('message', (data, binary) => {
        if (remote.readyState === WebSocket.OPEN) remote.send(data, { binary });
        else pending.push([data, binary]);
      });
      remote.on('message', (data, binary) => browser.send(data, { binary }));
      // 1005/1006 cannot be sent: they mean "no code" and "gone".
      const code = (c: number) => (c === 1005 || c === 1006 ? 1011 : c);
      browser.on('close', (c) => remote.readyState <= WebSocket.OPEN && remote.close(code(c)));
      remote.on('close', (c) => browser.readyState <= WebSocket.OPEN && browser.close(code(c)));
      remote.on('error', () => browser.close(1011));
      browser.on('error', () => remote.terminate());
      browser.on('close', () => open.delete(browser));
      remote.on('close', () => open.delete(remote));
    });
  });
  // Upgraded sockets would hold the server's close() open.
  return () => {
    for (const socket of open) socket.terminate();
    wss.close();
  };
}

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * This process's own address as seen by the socket the request arrived on. Calls the server makes to
 * its embedded sandbox provider (post-sale, refund) go there, so they always reach this server and can
 * never be pointed elsewhere by a posted field or a Host header.
 */
export function ownOrigin(c: Context): string | null {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return null;
  const host = socket.localAddress.includes(':') ? `[${socket.localAddress}]` : socket.localAddress;
  return `http://${host}:${socket.localPort}`;
}

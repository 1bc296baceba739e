import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Logger } from 'pino';
import { Server, type ServerOptions } from 'socket.io';
import { securityHeaders } from '../../infrastructure/http/security-headers.js';

/**
 * socket.io answers its own HTTP requests (the handshake, long-polling), before Fastify's hooks could
 * set the security headers every other response carries. Those answers hold chat messages as
 * text/plain: the API's headers apply (no sniffing them into a page, no framing, nothing loads).
 */
const SOCKET_RESPONSE_HEADERS = securityHeaders(undefined).api;

/** How long closing waits for the adapter's connections to come back. */
const DISPOSE_WAIT_MS = 2000;

type NestServer = ReturnType<IoAdapter['createIOServer']>;
type NestServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/**
 * socket.io on the app's own HTTP server, its rooms spanning every instance through Postgres
 * (LISTEN/NOTIFY, large payloads in `socket_io_attachments`): an emit on one instance reaches the
 * sockets connected to the others. The adapter has a small pool of its own, one connection of which
 * stays LISTENing; it is closed after socket.io when the app shuts down.
 */
export class PostgresIoAdapter extends IoAdapter {
  private pool: pg.Pool | undefined;

  constructor(
    app: INestApplicationContext,
    private readonly databaseUrl: string,
    private readonly chatLogger: Logger,
  ) {
    super(app);
  }

  /**
   * The server is made here rather than by IoAdapter, from the app's own socket.io (Nest's adapter
   * package carries a copy of its own), and only on the shared HTTP server.
   */
  override createIOServer(port: number, options?: NestServerOptions): NestServer {
    if (port !== 0 || !this.httpServer) throw new Error('The chat sockets are served on the app\'s own HTTP server only (gateway port 0)');
    const server = new Server(this.httpServer, options as ServerOptions);
    const secure = (headers: Record<string, string>) => Object.assign(headers, SOCKET_RESPONSE_HEADERS);
    server.engine.on('initial_headers', secure);
    server.engine.on('headers', secure);
    this.pool ??= this.createPool();
    server.adapter(createAdapter(this.pool, { errorHandler: (error) => this.chatLogger.warn({ err: error }, 'socket.io postgres adapter') }));
    // Nest's typings name its own copy's classes; the two copies are the same socket.io 4 at run time.
    return server as unknown as NestServer;
  }

  override async dispose(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (!pool) return;
    // socket.io has closed the adapter, which gives its live LISTEN connection back, and the adapter's
    // short queries give theirs back when they finish. Only a connection that died under the adapter
    // (after a database restart) is never given back and would keep pool.end() waiting forever, so the
    // wait is bounded. Connections are never released here: one may still be running a query, whose
    // own release would then be a second one, which pg-pool throws on (it crashed shutdown).
    await Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, DISPOSE_WAIT_MS).unref())]);
  }

  private createPool(): pg.Pool {
    const pool = new pg.Pool({ connectionString: this.databaseUrl, max: 3, application_name: 'evisa-socket.io' });
    // A broken connection must not crash the process, idle or checked out: the adapter keeps its
    // LISTEN connection without an error listener, and reconnects on its 'end' by itself.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', (error) => this.chatLogger.warn({ err: error }, 'socket.io postgres adapter: connection lost')));
    return pool;
  }
}

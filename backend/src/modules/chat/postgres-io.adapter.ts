import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Logger } from 'pino';
import { Server, type ServerOptions } from 'socket.io';

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
    this.pool ??= this.createPool();
    server.adapter(createAdapter(this.pool, { errorHandler: (error) => this.chatLogger.warn({ err: error }, 'socket.io postgres adapter') }));
    // Nest's typings name its own copy's classes; the two copies are the same socket.io 4 at run time.
    return server as unknown as NestServer;
  }

  override async dispose(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  private createPool(): pg.Pool {
    const pool = new pg.Pool({ connectionString: this.databaseUrl, max: 3, application_name: 'evisa-socket.io' });
    // A broken idle connection must not crash the process; the adapter reconnects its listener itself.
    pool.on('error', () => undefined);
    return pool;
  }
}

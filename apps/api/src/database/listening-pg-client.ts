import { Client, type ClientConfig } from 'pg';

/**
 * A pg client that always listens for 'error'. pg-pool hands a freed client to a waiting TypeORM
 * query runner through a promise, so for a moment the client has no 'error' listener of its own;
 * PostgreSQL shutting down just then (57P01 sent to an idle connection, read in the same chunk as
 * the answer that freed it) emitted 'error' with nobody listening, and Node ended the API. The
 * error still reaches every other listener (the runner's, the pool's); the broken client is
 * refused on its next query (503) and dropped by the pool.
 */
export class ListeningPgClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

// Records the SQL an API sends, with its bind parameters, by standing between the API and
// PostgreSQL and reading the wire protocol. It works on any server (the shared benchmark server
// included) without touching its settings or its log, and it knows which connection sent each
// statement and when the answer came back, so statements the API ran side by side can be
// replayed side by side. No TLS: the capture URL is plain loopback.
import { createServer, connect } from 'node:net';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/**
 * Splits a byte stream into protocol messages, whatever the chunking. The client's first
 * message (startup) has no type byte; pass `startup: true` for the client's side.
 * @returns {(chunk: Buffer) => Array<{ type: string | null, body: Buffer }>}
 */
export function messageReader({ startup }) {
  let pending = Buffer.alloc(0);
  let awaitingStartup = startup;
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    const messages = [];
    for (;;) {
      if (awaitingStartup) {
        if (pending.length < 8) break;
        const length = pending.readInt32BE(0);
        if (pending.length < length) break;
        const code = pending.readInt32BE(4);
        messages.push({ type: null, body: pending.subarray(8, length) });
        pending = pending.subarray(length);
        awaitingStartup = code === SSL_REQUEST || code === GSS_REQUEST;
        continue;
      }
      if (pending.length < 5) break;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) break;
      messages.push({ type: String.fromCharCode(pending[0]), body: pending.subarray(5, 1 + length) });
      pending = pending.subarray(1 + length);
    }
    return messages;
  };
}

function cString(body, offset) {
  const end = body.indexOf(0, offset);
  return [body.toString('utf8', offset, end), end + 1];
}

/** A Bind message's statement name and parameter values (text as strings, binary as Buffers, NULL as null). */
export function decodeBind(body) {
  let offset;
  [, offset] = cString(body, 0); // portal
  let statement;
  [statement, offset] = cString(body, offset);
  const formatCount = body.readInt16BE(offset);
  offset += 2;
  const formats = [];
  for (let i = 0; i < formatCount; i += 1, offset += 2) formats.push(body.readInt16BE(offset));
  const valueCount = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let i = 0; i < valueCount; i += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length === -1) {
      values.push(null);
      continue;
    }
    const format = formats.length === 0 ? 0 : formats.length === 1 ? formats[0] : formats[i];
    const bytes = body.subarray(offset, offset + length);
    values.push(format === 1 ? Buffer.from(bytes) : bytes.toString('utf8'));
    offset += length;
  }
  return { statement, values };
}

/**
 * Follows each connection's messages: Parse (remembers statement texts), Bind (a statement with
 * its values), Query (a simple-protocol statement), Sync, and the server's ReadyForQuery, which
 * ends the statements sent before it. Statements sent while recording are kept.
 * @param {() => number} now milliseconds (performance.now by default)
 */
export function statementRecorder(now = () => performance.now()) {
  const connections = new Map();
  let recording = false;
  let recorded = [];
  const stateOf = (id) => {
    if (!connections.has(id)) connections.set(id, { named: new Map(), unnamed: '', open: [], waiting: [] });
    return connections.get(id);
  };
  const begin = (connection, text, values) => {
    const statement = { connection, text, values, sentAt: now(), doneAt: null };
    if (recording) recorded.push(statement);
    return statement;
  };
  return {
    start() {
      recorded = [];
      recording = true;
    },
    /** The statements sent since start(), in the order sent. */
    stop() {
      recording = false;
      return recorded;
    },
    fromClient(connection, { type, body }) {
      const state = stateOf(connection);
      if (type === 'P') {
        const [name, offset] = cString(body, 0);
        const [text] = cString(body, offset);
        if (name === '') state.unnamed = text;
        else state.named.set(name, text);
      } else if (type === 'B') {
        const { statement, values } = decodeBind(body);
        const text = statement === '' ? state.unnamed : (state.named.get(statement) ?? '');
        state.open.push(begin(connection, text, values));
      } else if (type === 'Q') {
        const [text] = cString(body, 0);
        state.waiting.push([begin(connection, text, null)]);
      } else if (type === 'S') {
        state.waiting.push(state.open);
        state.open = [];
      }
    },
    fromServer(connection, { type }) {
      if (type !== 'Z') return;
      const group = stateOf(connection).waiting.shift();
      const at = now();
      for (const statement of group ?? []) statement.doneAt = at;
    },
    forget(connection) {
      connections.delete(connection);
    },
  };
}

/**
 * A loopback proxy in front of the database of `databaseUrl`.
 * @returns {Promise<{ url: string, start: () => void, stop: () => Array<{ connection: number, text: string, values: unknown[] | null, sentAt: number, doneAt: number | null }>, close: () => Promise<void> }>}
 */
export async function startCaptureProxy(databaseUrl) {
  const target = new URL(databaseUrl);
  const recorder = statementRecorder();
  const sockets = new Set();
  let nextConnection = 1;
  const server = createServer((client) => {
    const connection = nextConnection++;
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    const fromClient = messageReader({ startup: true });
    const fromServer = messageReader({ startup: false });
    // Read before passing on: a statement is timed from before the server sees it to after it answered.
    client.on('data', (chunk) => fromClient(chunk).forEach((message) => recorder.fromClient(connection, message)));
    upstream.on('data', (chunk) => fromServer(chunk).forEach((message) => recorder.fromServer(connection, message)));
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      recorder.forget(connection);
      sockets.delete(client);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    sockets.add(client);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    start: () => recorder.start(),
    stop: () => recorder.stop(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

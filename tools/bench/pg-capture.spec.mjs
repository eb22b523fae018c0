import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { decodeBind, messageReader, statementRecorder } from './pg-capture.mjs';

/** The bytes the `pg` driver sends for one parameterised query. */
const extendedQuery = (text, values, name = '') =>
  Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute(), serialize.sync()]);
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

describe('messageReader', () => {
  it('reads the startup message without a type byte, then typed messages, however the bytes are cut', () => {
    const bytes = Buffer.concat([serialize.startup({ user: 'salon', database: 'salon' }), serialize.query('SELECT 1'), serialize.sync()]);
    const read = messageReader({ startup: true });
    const messages = [];
    for (let at = 0; at < bytes.length; at += 3) messages.push(...read(bytes.subarray(at, at + 3)));
    expect(messages.map((message) => message.type)).toEqual([null, 'Q', 'S']);
    expect(messages[1].body.toString('utf8')).toBe('SELECT 1\0');
  });

  it('reads the server side as typed messages from the first byte', () => {
    expect(messageReader({ startup: false })(Buffer.concat([readyForQuery, readyForQuery])).map((message) => message.type)).toEqual(['Z', 'Z']);
  });
});

describe('decodeBind', () => {
  it('gives text values as strings, NULL as null and binary values as buffers', () => {
    const bind = serialize.bind({ statement: 'find_client', values: ['42', null, Buffer.from([1, 2])] });
    expect(decodeBind(bind.subarray(5))).toEqual({ statement: 'find_client', values: ['42', null, Buffer.from([1, 2])] });
  });
});

describe('statementRecorder', () => {
  function recorder() {
    let clock = 0;
    const recording = statementRecorder(() => clock);
    const client = (connection, bytes) => messageReader({ startup: false })(bytes).forEach((message) => recording.fromClient(connection, message));
    const server = (connection) => messageReader({ startup: false })(readyForQuery).forEach((message) => recording.fromServer(connection, message));
    return { recording, client, server, tick: (ms) => (clock += ms) };
  }

  it('records the statements sent while recording, with their values, connection and answer time', () => {
    const { recording, client, server, tick } = recorder();
    client(1, extendedQuery('SELECT 0', []));
    server(1);
    recording.start();
    tick(10);
    client(1, extendedQuery('SELECT * FROM clients WHERE client_id = $1', ['7']));
    tick(2);
    client(2, serialize.query('START TRANSACTION'));
    tick(3);
    server(1);
    server(2);
    const statements = recording.stop();
    expect(statements).toEqual([
      { connection: 1, text: 'SELECT * FROM clients WHERE client_id = $1', values: ['7'], sentAt: 10, doneAt: 15 },
      { connection: 2, text: 'START TRANSACTION', values: null, sentAt: 12, doneAt: 15 },
    ]);
  });

  it('finds the text of a named statement prepared before recording started', () => {
    const { recording, client, server } = recorder();
    client(1, serialize.parse({ name: 'by_id', text: 'SELECT $1::int', types: [] }));
    recording.start();
    client(1, Buffer.concat([serialize.bind({ statement: 'by_id', values: ['3'] }), serialize.execute(), serialize.sync()]));
    server(1);
    expect(recording.stop().map(({ text, values }) => ({ text, values }))).toEqual([{ text: 'SELECT $1::int', values: ['3'] }]);
  });

  it('keeps nothing after stop', () => {
    const { recording, client } = recorder();
    recording.start();
    recording.stop();
    client(1, extendedQuery('SELECT 1', []));
    expect(recording.stop()).toEqual([]);
  });
});

import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { toErrorEnvelope } from './to-error-envelope';

const request = { method: 'GET', url: '/api/clients' };
const failedQuery = (code: string, message = 'failed') => new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('database failures in the envelope', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22003', 'value "2147483648" is out of range for type integer'],
    ['22P02', 'invalid input syntax for type integer'],
    ['22007', 'invalid input syntax for type date'],
  ])('a data exception (%s) is 400 BAD_REQUEST, never 500', (code, message) => {
    const { envelope, unexpected } = toErrorEnvelope(failedQuery(code, message), request);
    expect(unexpected).toBe(false);
    expect(envelope).toEqual({
      success: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: 'A value in the request cannot be stored (a number out of range or a character that is not allowed)',
    });
  });

  it.each(['40P01', '40001'])('a deadlock or serialization failure (%s) is 409 CONFLICT', (code) => {
    const { envelope } = toErrorEnvelope(failedQuery(code), request);
    expect(envelope).toEqual({
      success: false,
      status: 409,
      code: 'CONFLICT',
      message: 'Someone else changed the same records at the same moment; please try again',
    });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a pool that stayed busy', new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly'))],
    ['a server shutting down', failedQuery('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', failedQuery('57P03', 'the database system is starting up')],
    ['too many connections', failedQuery('53300', 'sorry, too many clients already')],
    ['a database closed to connections', failedQuery('55000', 'database "salon" is not currently accepting connections')],
  ])('%s is 503 SERVICE_UNAVAILABLE with a time to retry', (_name, error) => {
    const { envelope, unexpected } = toErrorEnvelope(error, request);
    expect(unexpected).toBe(false);
    expect(envelope).toEqual({
      success: false,
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable; please try again in a few seconds',
      details: { retryAfterSeconds: 5 },
    });
  });

  it('any other database error stays a 500 without detail', () => {
    const { envelope, unexpected } = toErrorEnvelope(failedQuery('42P01', 'relation "x" does not exist'), request);
    expect(unexpected).toBe(true);
    expect(envelope).toEqual({ success: false, status: 500, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
  });
});

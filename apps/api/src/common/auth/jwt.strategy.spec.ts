import { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { verify } from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from './jwt.strategy';

const SECRET = 'a-secret-of-at-least-thirty-two-characters-é';
const signer = new JwtService({ secret: SECRET, signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM } });
const check = (token: string) => verify(token, accessTokenKey(SECRET), { algorithms: [ACCESS_TOKEN_ALGORITHM] });

describe('the access-token key', () => {
  it('is a secret key object holding the UTF-8 bytes of the secret', () => {
    const key = accessTokenKey(SECRET);
    expect(key).toBeInstanceOf(KeyObject);
    expect(key.type).toBe('secret');
    expect(key.export().equals(Buffer.from(SECRET, 'utf8'))).toBe(true);
  });

  it('verifies what sign-in signs with the secret as a string', () => {
    expect(check(signer.sign({ sub: '7', ver: 1 }, { expiresIn: 60 }))).toMatchObject({ sub: '7', ver: 1 });
  });

  it('refuses a token signed with another secret, an expired one and an unsigned one', () => {
    const forged = new JwtService({ secret: 'another-secret-that-is-long-enough-0123456789' }).sign({ sub: '7' });
    expect(() => check(forged)).toThrow('invalid signature');
    expect(() => check(signer.sign({ sub: '7' }, { expiresIn: -10 }))).toThrow('jwt expired');
    const payload = signer.sign({ sub: '7' }, { expiresIn: 60 }).split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(() => check(unsigned)).toThrow('jwt signature is required');
  });
});

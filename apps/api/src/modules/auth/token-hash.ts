import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for refresh and reset tokens: 256 random bits, URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only the SHA-256 of an opaque token is stored, so a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

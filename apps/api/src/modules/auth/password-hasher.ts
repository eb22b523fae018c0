import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when no account matches, so a wrong name takes as long as a wrong password. */
  private readonly dummyHash = argon2.hash('no account has this password', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.dummyHash), password);
    } catch {
      return false; // a malformed stored hash never lets anyone in
    }
  }

  /** Hashes made with weaker settings are upgraded at the next sign-in. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }
}

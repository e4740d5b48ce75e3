import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's argon2id setting (DESIGN.md); the library's own defaults differ, so they are explicit. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the e-mail is unknown, so both login failures cost the same time. */
  private readonly dummyHash = this.hash('not-a-real-password-0f3b');

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }
}

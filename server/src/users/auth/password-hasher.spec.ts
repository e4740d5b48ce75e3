import { PasswordHasher } from './password-hasher';

describe('password hasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and verifies only the same password', async () => {
    const hash = await hasher.hash('Soutache-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash).toContain('m=19456');
    expect(hash).toContain('t=2');
    expect(hash).toContain('p=1');
    expect(await hasher.verify(hash, 'Soutache-2026!')).toBe(true);
    expect(await hasher.verify(hash, 'Soutache-2026! ')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('answers false, not an error, for an unknown user or a corrupt hash', async () => {
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('asks for a rehash of weaker stored hashes', async () => {
    const argon2 = await import('argon2');
    const weak = await argon2.hash('Soutache-2026!', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(hasher.needsRehash(weak)).toBe(true);
  });
});

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

/**
 * The manifest's signature: HMAC-SHA256 over manifest.json's bytes as they are in the archive, with a key
 * the archive does not hold (BACKUP_KEY, else the JWT_SECRET given in the environment; never the
 * generated DATA_DIR/jwt-secret, which the archive carries). The manifest holds every other entry's
 * SHA-256, so the signature covers them all.
 */
export const SIGNATURE = 'manifest.sig';

/** The signing key: derived (HKDF-SHA256) from the setting's secret, and a short name for it that tells keys apart. */
export interface ArchiveKey {
  key: Buffer;
  /** The setting the secret came from, named in messages. */
  setting: 'BACKUP_KEY' | 'JWT_SECRET';
  /** A fingerprint of the key (not the key): tells an archive signed with another key from a changed one. */
  id: string;
}

/** What manifest.sig holds. */
interface SignatureFile {
  algorithm: 'HMAC-SHA256';
  keySetting: ArchiveKey['setting'];
  keyId: string;
  hmac: string;
}

export function archiveKey(config: Pick<AppConfig, 'backupKey'>): ArchiveKey | undefined {
  if (!config.backupKey) return undefined;
  const key = Buffer.from(
    hkdfSync('sha256', config.backupKey.secret, 'soutache-backup', 'manifest signature v1', 32),
  );
  const id = createHmac('sha256', key).update('key id').digest('hex').slice(0, 16);
  return { key, setting: config.backupKey.setting, id };
}

export function signManifest(manifest: Buffer, key: ArchiveKey): Buffer {
  const signature: SignatureFile = {
    algorithm: 'HMAC-SHA256',
    keySetting: key.setting,
    keyId: key.id,
    hmac: createHmac('sha256', key.key).update(manifest).digest('hex'),
  };
  return Buffer.from(`${JSON.stringify(signature, null, 2)}\n`);
}

/** Why an archive's manifest is not signed by `key` (a sentence; what to do is the caller's to say); undefined when it is. */
export function signatureProblem(
  manifest: Buffer,
  signature: Buffer | undefined,
  key: ArchiveKey | undefined,
): string | undefined {
  if (!signature)
    return `The archive is not signed (it has no ${SIGNATURE}: written before backups were signed, or without a key, or the signature was taken out)`;
  let file: Partial<SignatureFile>;
  try {
    file = JSON.parse(signature.toString('utf8')) as Partial<SignatureFile>;
  } catch {
    file = {};
  }
  if (
    file.algorithm !== 'HMAC-SHA256' ||
    typeof file.hmac !== 'string' ||
    !/^[0-9a-f]{64}$/.test(file.hmac)
  ) {
    return `The archive's ${SIGNATURE} is not a signature this shop knows`;
  }
  const signedWith = `key ${String(file.keyId)} from ${String(file.keySetting)}`;
  if (!key) {
    return `The archive is signed (${signedWith}), and this shop has no key to check it with: set BACKUP_KEY (or JWT_SECRET) as the shop that wrote it had it`;
  }
  const expected = createHmac('sha256', key.key).update(manifest).digest();
  if (timingSafeEqual(expected, Buffer.from(file.hmac, 'hex'))) return undefined;
  if (file.keyId !== key.id) {
    return `The archive was signed with another key (${signedWith}; this shop's is key ${key.id} from ${key.setting}): set the key it was written with`;
  }
  return `The archive's manifest does not match its signature: it was changed after the backup was written`;
}

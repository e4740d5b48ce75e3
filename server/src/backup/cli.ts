import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { DatabaseInUseError } from '../database/embedded-postgres';
import { ArchiveError } from './archive';
import { BackupError, type Progress, takeBackup } from './backup';
import { ToolError } from './database-parts';
import { RestoreError, restoreBackup } from './restore';

const USAGE = `Usage:
  npm run backup -- --out FILE      one archive of the running shop: database, pictures, manifest
  npm run restore -- FILE [--force] [--unsigned]
                                    puts an archive into an empty shop (--force: over a shop's data;
                                    --unsigned: one whose signature is missing or not this shop's key's)
Both read the shop's own settings (DATABASE_URL or DATA_DIR, S3_BUCKET or UPLOAD_DIR); the manifest is
signed with BACKUP_KEY, else JWT_SECRET, and a restore checks it with the same.`;

/** Progress on stderr: a line redrawn in place on a terminal, the steps alone otherwise (a log, a pipe). */
function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress & { end(): void } {
  const tty = stream.isTTY === true;
  let name = '';
  let total: number | undefined;
  let done = 0;
  let drawn = 0;
  const draw = () => {
    const now = Date.now();
    if (!tty || (now - drawn < 100 && done !== total)) return;
    drawn = now;
    const share = total ? ` ${Math.min(100, Math.floor((done / total) * 100))}%` : '';
    stream.write(`\r\x1b[2K${name}${share}`);
  };
  const endLine = () => {
    if (tty && name) stream.write(`\r\x1b[2K${name}: done\n`);
  };
  return {
    step(next, size) {
      endLine();
      name = next;
      total = size;
      done = 0;
      if (tty) draw();
      else stream.write(`${next}${size !== undefined ? ` (${size})` : ''}\n`);
    },
    tick(amount = 1) {
      done += amount;
      draw();
    },
    note(message) {
      endLine();
      name = '';
      stream.write(`${message}\n`);
    },
    end: endLine,
  };
}

/** What loadConfig is given for JWT_SECRET when it is unset: the commands never read it. */
const UNUSED_JWT_SECRET = 'the backup and restore commands sign no tokens';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--') && arg !== '--out'));
  const outAt = rest.indexOf('--out');
  const positional = rest.filter((arg, index) => !arg.startsWith('--') && (outAt < 0 || index !== outAt + 1));
  const known = command === 'restore' ? ['--force', '--unsigned'] : ['--force'];
  const unknown = [...flags].filter((flag) => !known.includes(flag) && !flag.startsWith('--out='));
  if (unknown.length || (command !== 'backup' && command !== 'restore')) {
    console.error(unknown.length ? `Unknown option ${unknown[0]}\n\n${USAGE}` : USAGE);
    return 2;
  }
  // Neither command signs a token, and loadConfig would otherwise make a JWT secret in DATA_DIR: a
  // backup must not write into the shop it copies, nor a refused restore into the shop it was refused.
  const loaded = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || UNUSED_JWT_SECRET });
  // That stand-in is no key: without BACKUP_KEY or JWT_SECRET archives are written unsigned (and said to be).
  const config =
    loaded.backupKey?.setting === 'JWT_SECRET' && !process.env.JWT_SECRET
      ? { ...loaded, backupKey: undefined }
      : loaded;
  const progress = terminalProgress();
  if (command === 'backup') {
    const given =
      outAt >= 0 ? rest[outAt + 1] : [...flags].find((flag) => flag.startsWith('--out='))?.slice(6);
    if (!given || given.startsWith('--')) {
      console.error(`Say where the archive goes: --out FILE\n\n${USAGE}`);
      return 2;
    }
    const { file, manifest, signedWith } = await takeBackup(config, resolve(given), progress);
    progress.end();
    const rows = Object.entries(manifest.rows).filter(([table]) => table !== 'migrations');
    console.log(
      `Backup written to ${file}: the ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database (${rows.reduce((sum, [, n]) => sum + n, 0)} rows in ${rows.length} tables, schema ${manifest.lastMigration}) and ${manifest.pictures.files} picture files (${megabytes(manifest.pictures.bytes)}); ${signedWith ? `signed with the key from ${signedWith}` : 'NOT SIGNED (no BACKUP_KEY or JWT_SECRET): its restore needs --unsigned'}.`,
    );
    return 0;
  }
  if (positional.length !== 1) {
    console.error(`Say which archive to restore: npm run restore -- FILE\n\n${USAGE}`);
    return 2;
  }
  const summary = await restoreBackup(
    config,
    resolve(positional[0]),
    { force: flags.has('--force'), unsigned: flags.has('--unsigned') },
    progress,
  );
  progress.end();
  console.log(
    `Restored ${summary.manifest.createdAt}'s backup (shop ${summary.manifest.shopVersion}) into ${summary.database}; its signature: ${summary.signature}:`,
  );
  for (const [table, count] of Object.entries(summary.rows))
    if (table !== 'migrations') console.log(`  ${table}: ${count}`);
  console.log(
    `  pictures: ${summary.pictures} files${config.s3 ? ` in bucket ${config.s3.bucket}` : ` in ${config.uploadDir}`}`,
  );
  console.log('Start the shop to use it (it runs any newer migrations first).');
  if (summary.signature !== 'verified')
    console.error(`WARNING: this archive's signature was ${summary.signature}`);
  return 0;
}

const EXPECTED = [ConfigError, DatabaseInUseError, ArchiveError, BackupError, RestoreError, ToolError];

// What the commands write (the restored database, pictures and secret) is the shop's user's alone.
process.umask(0o077);
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write('\n');
    const known = EXPECTED.some((kind) => error instanceof kind);
    console.error(
      `${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).message ?? error}`,
    );
    if (!known) console.error((error as Error).stack);
    process.exit(1);
  },
);

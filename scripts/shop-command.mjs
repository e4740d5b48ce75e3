#!/usr/bin/env node
// `npm run backup` and `npm run restore`: the server's own command (server/src/backup/cli.ts) with the
// shop's settings from the environment; the server is built first when it has not been yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'server', 'dist', 'src', 'backup', 'cli.js');
if (!existsSync(cli)) {
  console.error('Building the server first (npm run build -w server)…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// Relative paths (--out FILE, the archive) are the caller's, as npm runs scripts at the root.
const cwd = process.env.INIT_CWD || process.cwd();
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd, stdio: 'inherit' });
process.exit(result.status ?? 1);

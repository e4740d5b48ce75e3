// Walking a folder, for the scripts: one helper instead of a recursive readdirSync in each.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir`, each as `dir` joined to its path inside, depth first in the order the folder
 * lists them. A folder whose name `skip` returns true for is not entered (node_modules, a build).
 * Lazy: a folder is read when the walk reaches it.
 */
export function* filesUnder(dir, { skip = () => false } = {}) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) yield path;
    else if (!skip(entry.name)) yield* filesUnder(path, { skip });
  }
}

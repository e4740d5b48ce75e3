#!/usr/bin/env node
// Docs that name code that is not there mislead the next engineer more than no docs. This check reads
// the docs' inline code (`…`, outside fenced blocks) and fails on:
//   - a file path (`server/src/ssr/page-renderer.ts`, `ssr/preferences.ts`, `docker/nginx/shop.conf`)
//     that exists neither from the repository's root nor from server/src/ or client/src/;
//   - a code symbol (`TransactionalConnection`, `CatalogueWritesService.createMany`, `@PublicRead()`,
//     `assertAdmin`): camelCase, PascalCase, a call or a dotted name, each of whose names must appear
//     as a word in the code (server/, client/src/, scripts/, test/, docker/, the root's configs);
//   - a setting (`UPLOAD_TIMEOUT_MS`): an upper-case name with an underscore, which must appear in the code.
// A path through a build output (`dist`, `dist-*`) needs only the folder the build writes it in.
// Plain words (`limit`, `images`), addresses (`/api/products`), commands and values are not checked.
// A token the docs name on purpose without it being ours can be listed in IGNORED with the reason.
// It also fails when the README's map of the code leaves out a folder of server/src or client/src (or a
// client feature), and on code (and its comments) that names one of the team's issues by its number: a
// reader of the code cannot resolve it, and the code should say the rule itself. An upstream project's
// issue, named with its repository (`owner/name` before the word), is a reference and passes.
//
// Usage: node scripts/check-docs.mjs [files…]   (default: README.md, docs/*.md, docker/README.md)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './lib/files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Names the docs use that are not the project's own code, each with why. */
const IGNORED = new Map([
  ['./data', 'the embedded default DATA_DIR, made at the first start'],
  ['docker/.env', 'the operator writes it from docker/.env.example'],
  ['endpoint/bucket/key', 'the shape of a path-style object address'],
  ['shop/pictures', 'an example S3_PREFIX'],
  ['x.model.ts', 'the naming pattern of a domain folder'],
  ['x.entity.ts', 'the naming pattern of a domain folder'],
  ['xs.service.ts', 'the naming pattern of a domain folder'],
  ['xs.resolver.ts', 'the naming pattern of a domain folder'],
  ['xs.controller.ts', 'the naming pattern of a domain folder'],
  ['xs.module.ts', 'the naming pattern of a domain folder'],
]);

const CODE_DIRS = [
  'server/src',
  'server/test',
  'client/src',
  'client/index.html',
  'scripts',
  'test',
  'docker',
  '.ci',
];
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json|graphql|conf|ya?ml|html|sh|mjs)$|Dockerfile$|\/run$/;

/** Installed packages and builds are nobody's code here. */
const notCode = (name) => name === 'node_modules' || name === 'dist' || name.startsWith('dist-');

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const file of filesUnder(path, { skip: notCode })) if (CODE_FILE.test(file)) yield file;
}

const rootFiles = readdirSync(root).filter(
  (name) => CODE_FILE.test(name) && statSync(join(root, name)).isFile(),
);
const codeFiles = [
  ...CODE_DIRS.flatMap((dir) => [...walk(join(root, dir))]),
  ...rootFiles.map((name) => join(root, name)),
]
  // This check and its test name missing code on purpose.
  .filter((file) => !/\/check-docs(?:\.test)?\.mjs$/.test(file));
const corpus = codeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
const words = new Set(corpus.match(/[A-Za-z_$][\w$]*/g));
const fileNames = new Set(
  ['server', 'client', 'scripts', 'test', 'docs', 'docker'].flatMap((dir) => [...walkAll(join(root, dir))]),
);

/** Every file's name under `path` (whatever its kind), for a docs' bare file name. */
function* walkAll(path) {
  if (!existsSync(path)) return;
  for (const file of filesUnder(path, { skip: notCode })) yield basename(file);
}

const PATH =
  /^(?:\.\.?\/)*[\w@.-]+(?:\/[\w@.[\]-]+)+\/?$|^[\w.-]+\.(?:ts|tsx|mjs|js|json|md|conf|ya?ml|graphql|sh)$/;
const SYMBOL = /^@?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(.*\))?$/;
const SETTING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Whether an inline code span names a path that exists, from the root or a workspace's sources. */
function pathExists(token, docFile) {
  let path = token.replace(/\/$/, '').replace(/:\d+$/, '');
  // What `npm run build` writes (`client/dist`, `client/dist-server/entry-server.js`) is not in a clean
  // clone, where lint runs before the build: the folder that holds the build output must exist.
  const built = /^(.*?)\/?(?:^|\/)dist(?:-[\w-]+)?(?:\/|$)/.exec(path);
  if (built) path = built[1] || '.';
  const bases = [
    root,
    join(root, 'server/src'),
    join(root, 'client/src'),
    join(root, 'server'),
    join(root, 'client'),
    dirname(docFile),
  ];
  return bases.some((base) => existsSync(join(base, path)));
}

/** The names a symbol-like span uses: `A.b(c)` is `A` and `b`; a plain lower-case word is not one. */
function symbolNames(token) {
  const name = token.replace(/^@/, '').replace(/\(.*\)$/, '');
  const parts = name.split('.');
  const codeLike =
    /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name) ||
    token.includes('(') ||
    parts.length > 1 ||
    token.startsWith('@');
  return codeLike ? parts : [];
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => join(process.cwd(), file))
  : [
      'README.md',
      'docker/README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ]
      .map((file) => join(root, file))
      .filter((file) => existsSync(file));

const problems = [];
for (const file of files) {
  let fenced = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const [, span] of line.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
        const token = span.trim();
        const where = `${relative(root, file)}:${index + 1}`;
        if (IGNORED.has(token) || (token.includes(' ') && !token.includes('('))) continue;
        if (
          /^(?:https?:)?\/\//.test(token) ||
          token.startsWith('/') ||
          token.includes('*') ||
          token.includes('…')
        )
          continue;
        // A folder under a setting (`DATA_DIR/outbox`) is made at run time: the setting must be ours.
        const underSetting = /^([A-Z][A-Z0-9_]+)\//.exec(token);
        if (underSetting) {
          if (!words.has(underSetting[1]))
            problems.push(`${where}: no setting \`${underSetting[1]}\` in the code (from \`${token}\`)`);
          continue;
        }
        if (/^[\d./]+$/.test(token)) continue; // an address range or a version
        // The team's shared folder beside the checkout (`../shared/DESIGN.md`) is not in a clone.
        if (token.startsWith('../shared/')) continue;
        if (PATH.test(token) && token.includes('/') && !token.includes('://')) {
          if (!pathExists(token, file)) problems.push(`${where}: no such file or folder \`${token}\``);
        } else if (
          /\.[a-z]+$/.test(token) &&
          PATH.test(token) &&
          /^[\w-]+\.[\w.-]+$/.test(token) &&
          /\.(?:ts|tsx|mjs)$/.test(token)
        ) {
          if (!fileNames.has(token) && !pathExists(token, file))
            problems.push(`${where}: no such file \`${token}\``);
        } else if (SETTING.test(token)) {
          if (!words.has(token)) problems.push(`${where}: no setting or name \`${token}\` in the code`);
        } else if (SYMBOL.test(token)) {
          for (const name of symbolNames(token))
            if (!words.has(name)) problems.push(`${where}: no \`${name}\` in the code (from \`${token}\`)`);
        }
      }
    });
}

// The README's map of the code names every folder of both apps' sources (and every feature of the client).
const map =
  /## Map of the code\n+```\n([\s\S]*?)\n```/.exec(readFileSync(join(root, 'README.md'), 'utf8'))?.[1] ?? '';
for (const [dir, named] of [
  ['server/src', (name) => new RegExp(`^\\s*${name}/`, 'm').test(map)],
  ['client/src', (name) => new RegExp(`^\\s*${name}/`, 'm').test(map)],
  ['client/src/features', (name) => new RegExp(`^\\s*features/.*\\b${name}\\b`, 'm').test(map)],
]) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !named(entry.name))
      problems.push(`README.md: the map of the code does not name \`${dir}/${entry.name}/\``);
  }
}

/** A team issue's number in code: not an upstream one, which its repository names just before it (`owner/name`). */
const ISSUE_NUMBER = /(?<![\w.-]\/[\w.-]+ )\b[Ii]ssues? #?\d+/;
for (const file of codeFiles) {
  // Generated code and the lock file repeat what others wrote.
  if (/\/gql\/|package-lock\.json$/.test(file)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const found = ISSUE_NUMBER.exec(line);
      if (found)
        problems.push(
          `${relative(root, file)}:${index + 1}: names "${found[0]}": say the rule itself, the issue is not in the code's reach`,
        );
    });
}

if (problems.length) {
  console.error(
    `Docs name code that is not there (scripts/check-docs.mjs):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`docs check: ${files.length} files, every path and code name they give exists`);

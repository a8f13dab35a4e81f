/**
 * Reads and rewrites the production nginx configuration,
 * `deploy/nginx/icicle-docs.conf`, which the nginx tests run as committed.
 *
 * Two parts of it follow the site and are generated (`scripts/sync-nginx.ts`):
 * the sha256 hashes in the CSP `script-src`, one per inline script of the
 * build, and the HTTP redirects of the legacy paths of `config/redirects.ts`.
 * The tests only swap the `listen` lines and the `root` for their own.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {RedirectRule} from '../config/redirects';

export const NGINX_CONFIG_FILE = path.resolve(
  __dirname,
  '..',
  'deploy',
  'nginx',
  'icicle-docs.conf',
);

export const SYNC_COMMAND = 'npm run nginx:sync';

export function readNginxConfig(): string {
  return readFileSync(NGINX_CONFIG_FILE, 'utf8');
}

/** `type` values a browser runs as script; anything else (JSON-LD) is a data block. */
const SCRIPT_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'module',
]);

/** The text of each inline script of a page that a browser would run. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (SCRIPT_TYPES.has(type.toLowerCase())) scripts.push(text);
  }
  return scripts;
}

/** A CSP hash source for a script, over its exact text as in the HTML. */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface Directive {
  name: string;
  /** Arguments, unquoted. */
  args: string[];
  /** Names of the enclosing blocks, outermost first, e.g. `['server', 'location']`. */
  context: string[];
}

/**
 * The directives of an nginx configuration, with the blocks they are in: a
 * small tokenizer (words, quoted strings, comments, `;`, `{`, `}`), enough
 * for this file and no substitute for `nginx -t`.
 */
export function directivesOf(config: string): Directive[] {
  const directives: Directive[] = [];
  const context: string[] = [];
  let words: string[] = [];
  const token = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([;{}])|([^\s;{}"'#][^\s;{}]*)/g;
  for (const [text, doubleQuoted, singleQuoted, punctuation, word] of config.matchAll(token)) {
    if (text.startsWith('#')) continue;
    if (punctuation === undefined) {
      words.push(doubleQuoted ?? singleQuoted ?? word ?? '');
      continue;
    }
    if (punctuation === '}') {
      context.pop();
    } else {
      const [name = '', ...args] = words;
      directives.push({name, args, context: [...context]});
      if (punctuation === '{') context.push(name);
    }
    words = [];
  }
  return directives;
}

/** The value of the `add_header <name> "<value>"` directive. */
export function headerValueIn(config: string, name: string): string {
  const directive = directivesOf(config).find((d) => d.name === 'add_header' && d.args[0] === name);
  if (directive?.args[1] === undefined) {
    throw new Error(`No add_header ${name} in ${NGINX_CONFIG_FILE}`);
  }
  return directive.args[1];
}

/** Directives of a Content-Security-Policy value, by name. */
export function cspDirectives(csp: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const SCRIPT_SRC = /(script-src 'self')((?: 'sha256-[A-Za-z0-9+/=]+')*)/;

export function scriptHashesIn(config: string): string[] {
  const sources = cspDirectives(headerValueIn(config, 'Content-Security-Policy')).get('script-src');
  return (sources ?? []).filter((source) => source.startsWith("'sha256-"));
}

export function withScriptHashes(config: string, hashes: readonly string[]): string {
  if (!SCRIPT_SRC.test(config)) {
    throw new Error(`The CSP of ${NGINX_CONFIG_FILE} has no "script-src 'self'" to update.`);
  }
  return config.replace(SCRIPT_SRC, (_, head: string) => [head, ...hashes].join(' '));
}

const REDIRECTS_BEGIN = `    # BEGIN generated legacy redirects (${SYNC_COMMAND})\n`;
const REDIRECTS_END = '    # END generated legacy redirects\n';

/** One exact-match location per rule; the query string is kept, the fragment kept by browsers. */
export function renderLegacyRedirects(rules: readonly RedirectRule[]): string {
  return rules
    .map(
      ({from, to}) =>
        `    location = "${from}" {\n        return 301 "${to}$is_args$args";\n    }\n`,
    )
    .join('');
}

function redirectBlockBounds(config: string): [number, number] {
  const begin = config.indexOf(REDIRECTS_BEGIN);
  const end = config.indexOf(REDIRECTS_END);
  if (begin < 0 || end < begin) {
    throw new Error(`${NGINX_CONFIG_FILE} lacks the generated legacy redirects markers.`);
  }
  return [begin + REDIRECTS_BEGIN.length, end];
}

export function withLegacyRedirects(config: string, rules: readonly RedirectRule[]): string {
  const [start, end] = redirectBlockBounds(config);
  return config.slice(0, start) + renderLegacyRedirects(rules) + config.slice(end);
}

export function legacyRedirectsIn(config: string): RedirectRule[] {
  const [start, end] = redirectBlockBounds(config);
  return [
    ...config
      .slice(start, end)
      .matchAll(/location = "([^"]+)" \{\s*return 301 "([^"$]+)\$is_args\$args";/g),
  ].map(([, from = '', to = '']) => ({from, to}));
}

export interface TestServer {
  /** `address:port` for the `listen` directive. */
  listen: string;
  /** The build directory to serve. */
  root: string;
}

/**
 * The committed configuration with the test's address and root: every
 * `listen` line becomes one, the single `root` line points at the build.
 */
export function configForTest(config: string, server: TestServer): string {
  const listenLines = config.match(/^[ \t]*listen[ \t][^;\n]*;[ \t]*\n/gm) ?? [];
  const rootLines = config.match(/^[ \t]*root[ \t][^;\n]*;[ \t]*$/gm) ?? [];
  if (listenLines.length === 0 || rootLines.length !== 1) {
    throw new Error(
      `${NGINX_CONFIG_FILE} must have listen lines and exactly one root line ` +
        `(found ${listenLines.length} and ${rootLines.length}).`,
    );
  }
  let first = true;
  return config
    .replace(/^([ \t]*)listen[ \t][^;\n]*;[ \t]*\n/gm, (_, indent: string) => {
      const line = first ? `${indent}listen ${server.listen};\n` : '';
      first = false;
      return line;
    })
    .replace(/^([ \t]*)root[ \t][^;\n]*;[ \t]*$/m, (_, indent: string) => {
      return `${indent}root ${JSON.stringify(server.root)};`;
    });
}

/** Every HTML file of a build, relative to it, with `/` separators. */
export function htmlFilesOf(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The page the client-redirects plugin writes for a legacy path. */
export function redirectPageOf(rule: RedirectRule): string {
  return `${rule.from.slice(1)}/index.html`;
}

/**
 * The CSP hash of each inline script of the pages nginx serves, with the
 * files that have it. The legacy paths' redirect pages are left out: nginx
 * answers those paths with an HTTP redirect instead.
 */
export function inlineScriptHashesOf(
  buildDir: string,
  rules: readonly RedirectRule[],
): Map<string, string[]> {
  const redirectPages = new Set(rules.map(redirectPageOf));
  const hashes = new Map<string, string[]>();
  for (const file of htmlFilesOf(buildDir)) {
    if (redirectPages.has(file)) continue;
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    for (const script of executableInlineScripts(html)) {
      const hash = cspHashOf(script);
      hashes.set(hash, [...(hashes.get(hash) ?? []), file]);
    }
  }
  return hashes;
}

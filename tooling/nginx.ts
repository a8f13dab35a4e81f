/**
 * Debian's nginx serving `build/` with the production configuration,
 * `deploy/nginx/icicle-docs.conf`, for the nginx and load tests and the bench.
 *
 * The committed file is included as is from a minimal `nginx.conf` in a
 * temporary directory (pid, logs and temp files there, `daemon off`, the
 * current user), with only its `listen` lines and `root` replaced: loopback
 * on a free port, and this checkout's build.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {SEARCH_INDEX_DIR} from '../config/search';
import {AFTER_PAINT_ATTRIBUTE} from '../config/ssr-template';
import {latestVersion} from '../config/versions';
import type {ShardManifest} from '../plugins/search-index';
import {buildDir, builtHtml} from './build';
import {ensureDebianTool} from './debian';
import {configForTest, readNginxConfig} from './nginx-config';
import {freePort, waitUntilAnswering} from './net';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
/** Installed with Debian's nginx package; the site config relies on its types. */
const MIME_TYPES = '/etc/nginx/mime.types';

/** Debian's dynamic modules that serve and make brotli (the site config uses both). */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
export const BROTLI_PACKAGES = 'libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static';

export function ensureNginx(): string {
  // "nginx" is the package name in every Debian release; flavours like nginx-light come and go.
  const nginx = ensureDebianTool({
    name: 'nginx',
    packageName: 'nginx',
    neededFor: 'the nginx and load tests',
    find: () => NGINX_CANDIDATES.find((candidate) => existsSync(candidate)),
  });
  ensureDebianTool({
    name: "nginx's brotli modules",
    packageName: BROTLI_PACKAGES,
    neededFor: 'the nginx and load tests (deploy/nginx/icicle-docs.conf serves brotli)',
    find: () =>
      BROTLI_MODULES.every((module) => existsSync(module)) ? BROTLI_MODULES[0] : undefined,
  });
  return nginx;
}

/** Run as root, nginx hands requests to `user` (nobody by default): keep them with the caller. */
function userDirective(): string {
  if (process.getuid?.() !== 0) return '';
  return `user ${os.userInfo().username};`;
}

function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${JSON.stringify(path.join(dir, name))};`;
  return `${userDirective()}
${BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n')}
daemon off;
worker_processes auto;
pid ${JSON.stringify(path.join(dir, 'nginx.pid'))};
error_log ${JSON.stringify(path.join(dir, 'error.log'))} warn;
events {
    worker_connections 1024;
}
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${JSON.stringify(path.join(dir, 'icicle-docs.conf'))};
}
`;
}

export interface RunningNginx {
  /** Base URL, e.g. `http://127.0.0.1:41234/`. */
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts nginx over build/ (or another copy) on a free loopback port, waits until it answers. */
export async function startNginx(root = buildDir): Promise<RunningNginx> {
  const nginx = ensureNginx();
  if (!existsSync(MIME_TYPES)) {
    throw new Error(`${MIME_TYPES} is missing: reinstall Debian's nginx-common package.`);
  }
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No build found: run `npm run build:test` first.');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'icicle-nginx-'));
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'icicle-docs.conf'),
    configForTest(readNginxConfig(), {listen: `127.0.0.1:${port}`, root}),
  );
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));

  let stderr = '';
  const child = spawn(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () => {
    const log = path.join(dir, 'error.log');
    return stderr + (existsSync(log) ? readFileSync(log, 'utf8') : '');
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, {recursive: true, force: true});
  };

  const origin = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilAnswering(origin, {name: 'nginx', process: child, details: errors}, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {origin, port, stop};
}

/** Content-hashed files of the build to request: bundler output and the search index. */
export interface BuildSamples {
  /** The home page's entry script, `/assets/js/main.<hash>.js`. */
  script: string;
  /** Its stylesheet, `/assets/css/styles.<hash>.css`. */
  stylesheet: string;
  /** The search index manifest (not hashed: it names the shards). */
  manifest: string;
  /** The latest version's search shard, `<name>.<hash>.json`. */
  shard: string;
}

export function buildSamples(): BuildSamples {
  const $ = load(builtHtml('/'));
  const script =
    $(`script[${AFTER_PAINT_ATTRIBUTE}^="/assets/js/main."]`).attr(AFTER_PAINT_ATTRIBUTE) ??
    // Docusaurus's own template (DOCS_FRAMEWORK_PATCHES=off) loads it with a plain `src`.
    $('script[src^="/assets/js/main."]').attr('src');
  const stylesheet = $('link[rel="stylesheet"][href^="/assets/css/"]').attr('href');
  if (!script || !stylesheet) {
    throw new Error('No hashed entry script or stylesheet in build/index.html');
  }
  const manifest = `/${SEARCH_INDEX_DIR}/manifest.json`;
  const {shards} = JSON.parse(readFileSync(path.join(buildDir, manifest), 'utf8')) as ShardManifest;
  const shard = shards.find((entry) => entry.name === latestVersion.name)?.url;
  if (!shard) throw new Error(`No ${latestVersion.name} shard in build${manifest}`);
  return {script, stylesheet, manifest, shard};
}

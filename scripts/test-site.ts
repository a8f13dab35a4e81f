/**
 * Runs the tests of the built site (test/site/*.test.ts): HTML checks of
 * every built route and browser tests in real Chromium.
 *
 * It serves `build/` twice on loopback: with `docusaurus serve` (what
 * `npm run serve` does) and with a plain static file server, then runs the
 * tests with Node's test runner. Build first: `npm run build:test`.
 *
 * Pass test files to run only those: `npm run test:site -- test/site/search.test.ts`.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import finalhandler from 'finalhandler';
import serveStatic from 'serve-static';
import {buildDir} from '../tooling/build';
import {ensureChromium} from '../tooling/chromium';
import {freePort, waitUntilAnswering} from '../tooling/net';

const siteDir = path.resolve(__dirname, '..');

async function main(): Promise<number> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build found: run `npm run build:test` first.');
  }
  const chromiumPath = ensureChromium();

  const servePort = await freePort();
  const docusaurusServe = spawn(
    process.execPath,
    [
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--dir',
      buildDir,
      '--port',
      String(servePort),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']},
  );

  // A plain static host: files and directory indexes only, no clean-URL rewrites.
  const serveBuild = serveStatic(buildDir, {index: ['index.html']});
  const staticHost = http.createServer((req, res) => serveBuild(req, res, finalhandler(req, res)));
  await new Promise<void>((resolve) => staticHost.listen(0, '127.0.0.1', resolve));
  const staticPort = (staticHost.address() as AddressInfo).port;

  try {
    const siteUrl = `http://127.0.0.1:${servePort}/`;
    await waitUntilAnswering(siteUrl, {name: 'docusaurus serve', process: docusaurusServe});
    const requested = process.argv.slice(2);
    const testFiles = requested.length
      ? requested
      : readdirSync(path.join(siteDir, 'test', 'site'))
          .filter((file) => file.endsWith('.test.ts'))
          .sort()
          .map((file) => path.join('test', 'site', file));
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', ...testFiles],
      {
        cwd: siteDir,
        stdio: 'inherit',
        env: {
          ...process.env,
          SITE_URL: siteUrl,
          STATIC_HOST_URL: `http://127.0.0.1:${staticPort}/`,
          CHROMIUM_PATH: chromiumPath,
        },
      },
    );
    return await new Promise<number>((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    docusaurusServe.kill();
    staticHost.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

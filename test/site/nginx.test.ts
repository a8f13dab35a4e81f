/**
 * The production nginx configuration, deploy/nginx/icicle-docs.conf, run by
 * Debian's nginx over build/: clean URLs, version roots, legacy redirects,
 * status codes, security and cache headers, gzip, and pages that load and
 * hydrate in Chromium under the Content-Security-Policy with no violation.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {legacyRedirects} from '../../config/redirects';
import {docsVersions, latestVersion} from '../../config/versions';
import {normalizeRoute, referenceVersion, referenceVersions} from '../../src/site-map';
import {buildDir, htmlFileFor} from '../../tooling/build';
import {buildSamples} from '../../tooling/nginx';
import {nginxForFile} from '../support/nginx';
import {diagramShown} from '../support/diagrams';
import {
  NGINX_CONFIG_FILE,
  SYNC_COMMAND,
  headerValueIn,
  htmlFilesOf,
  inlineScriptHashesOf,
  legacyRedirectsIn,
  readNginxConfig,
  redirectPageOf,
  scriptHashesIn,
} from '../../tooling/nginx-config';
import {newPage, openSearchWithKey, siteBrowserForFile, waitForHydration} from '../support/site';

const nginx = nginxForFile();
const {browser: currentBrowser} = siteBrowserForFile();

const config = readNginxConfig();
const rules = legacyRedirects(docsVersions);
const olderVersions = docsVersions.filter((v) => !v.isLatest);
const olderVersion = olderVersions[0]!;
const configFile = path.relative(process.cwd(), NGINX_CONFIG_FILE);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the path is sent as written, redirects are not followed, bodies not decoded. */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {host: '127.0.0.1', port: nginx.server().port, path: pathname, headers},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Runs `check` on every item, a few at a time. */
async function forEachConcurrently<T>(
  items: readonly T[],
  check: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all(Array.from({length: 8}, worker));
}

function docRoute(versionName: string, docId: string): string {
  const doc = referenceVersion(versionName).docs.find((d) => d.id === docId);
  if (!doc) throw new Error(`${docId} is not a doc of ${versionName} in data/site-map.json`);
  return doc.path;
}

function builtFile(urlPath: string): Buffer {
  return readFileSync(path.join(buildDir, urlPath));
}

const NOT_FOUND_TITLE = /Page Not Found/;

describe('CSP and the build', () => {
  test('every inline script nginx serves has its hash in script-src', () => {
    const allowed = new Set(scriptHashesIn(config));
    const missing = [...inlineScriptHashesOf(buildDir, rules)].filter(
      ([hash]) => !allowed.has(hash),
    );
    assert.deepEqual(
      missing.map(([hash]) => hash),
      [],
      `Inline scripts the CSP of ${configFile} would block:\n` +
        missing
          .map(
            ([hash, files]) =>
              `  ${hash} in ${files.slice(0, 3).join(', ')} (${files.length} pages)`,
          )
          .join('\n') +
        `\nA Docusaurus upgrade or a config change altered the inline scripts. ` +
        `Check that the new script is expected, then run ${SYNC_COMMAND} to update the hashes.`,
    );
  });

  test('every client-side redirect page of the build is a path nginx redirects', () => {
    const redirectPages = htmlFilesOf(buildDir).filter((file) =>
      /<meta http-equiv="refresh"/.test(readFileSync(path.join(buildDir, file), 'utf8')),
    );
    const handled = new Set(legacyRedirectsIn(config).map(redirectPageOf));
    assert.ok(redirectPages.length > 0);
    assert.deepEqual(
      redirectPages.filter((file) => !handled.has(file)),
      [],
      `redirect pages whose inline script the CSP blocks: run ${SYNC_COMMAND}`,
    );
  });
});

describe('URLs and status codes', () => {
  test('/ serves index.html', async () => {
    const answer = await get('/');
    assert.equal(answer.status, 200);
    assert.ok(answer.body.equals(readFileSync(htmlFileFor('/'))));
  });

  for (const version of olderVersions) {
    test(`${version.rootPath} serves the ${version.name} root; its slash and index.html forms redirect to it`, async () => {
      const answer = await get(version.rootPath);
      assert.equal(answer.status, 200);
      assert.ok(answer.body.equals(readFileSync(htmlFileFor(version.rootPath))));
      assert.match(answer.body.toString(), new RegExp(`docs-version-${version.name}`));
      for (const alias of [`${version.rootPath}/`, `${version.rootPath}/index.html`]) {
        const redirect = await get(alias);
        assert.equal(redirect.status, 301, alias);
        assert.equal(redirect.headers.location, version.rootPath, alias);
      }
    });
  }

  test('every doc route of the site map serves its HTML file', async () => {
    const routes = referenceVersions.flatMap((version) => version.docs.map((doc) => doc.path));
    assert.ok(routes.length > 600, `${routes.length} routes`);
    await forEachConcurrently(routes, async (route) => {
      const answer = await get(encodeURI(normalizeRoute(route)));
      assert.equal(answer.status, 200, route);
      assert.ok(answer.body.equals(readFileSync(htmlFileFor(route))), `${route}: other content`);
    });
  });

  test('a trailing slash or .html redirects to the clean URL, keeping the query', async () => {
    for (const [from, to] of [
      ['/setup/', '/setup'],
      ['/setup/?tab=rust', '/setup?tab=rust'],
      ['/setup.html', '/setup'],
      ['/blog/tags/', '/blog/tags'],
      ['/index.html', '/'],
    ]) {
      const answer = await get(from!);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to, from);
    }
  });

  test('legacy paths redirect with 301 to their page, as config/redirects.ts says', async () => {
    assert.ok(rules.length > 60);
    await forEachConcurrently(rules, async ({from, to}) => {
      const answer = await get(`${from}?ref=old`);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, `${to}?ref=old`, from);
      assert.equal((await get(encodeURI(to))).status, 200, `${to} is not served`);
    });
  });

  for (const pathname of [
    '/no/such/page',
    '/404',
    '/404.html',
    '/api',
    '/assets/js/no-such-chunk.js',
    '/.git/config',
  ]) {
    test(`${pathname} answers 404 with the not-found page`, async () => {
      const answer = await get(pathname);
      assert.equal(answer.status, 404);
      assert.match(answer.body.toString(), NOT_FOUND_TITLE);
    });
  }

  test("an unknown path under a version prefix answers 404 with that version's not-found page", async () => {
    for (const version of olderVersions) {
      for (const pathname of [
        `${version.rootPath}/nope`,
        `${version.rootPath}/a/b/c`,
        `${version.rootPath}/404`,
      ]) {
        const answer = await get(pathname);
        assert.equal(answer.status, 404, pathname);
        assert.ok(
          answer.body.equals(builtFile(`${version.rootPath}/404.html`)),
          `${pathname} sends ${version.rootPath}/404.html`,
        );
      }
    }
    // Outside any version, and under a prefix that is no version: the plain one.
    for (const pathname of ['/nope', '/9.9.9/nope']) {
      const answer = await get(pathname);
      assert.equal(answer.status, 404, pathname);
      assert.ok(answer.body.equals(builtFile('/404.html')), `${pathname} sends /404.html`);
    }
  });

  test('no redirect leads to another host', async () => {
    for (const pathname of [
      '//evil.example/',
      '/%5Cevil.example/',
      '/%2F%2Fevil.example/',
      '/\\evil.example/',
    ]) {
      const answer = await get(pathname);
      const location = answer.headers.location ?? '';
      assert.ok([301, 404].includes(answer.status), `${pathname}: ${answer.status}`);
      assert.ok(!/^(\w+:|[/\\]{2}|\/\\)/.test(location), `${pathname} -> ${location}`);
    }
  });
});

describe('headers', () => {
  const SECURITY_HEADERS = [
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'X-Frame-Options',
    'Cross-Origin-Opener-Policy',
    'Strict-Transport-Security',
  ];

  const samples = () => {
    const {script, stylesheet, manifest, shard} = buildSamples();
    return {
      page: '/setup',
      home: '/',
      script,
      stylesheet,
      shard,
      manifest,
      image: '/img/logo.svg',
      'not-found page': '/no/such/page',
      redirect: '/setup/',
      'legacy redirect': rules[0]!.from,
    };
  };

  test('every kind of response carries every security header', async () => {
    for (const [kind, pathname] of Object.entries(samples())) {
      const answer = await get(pathname);
      for (const name of SECURITY_HEADERS) {
        assert.equal(
          answer.headers[name.toLowerCase()],
          headerValueIn(config, name),
          `${name} on the ${kind} (${pathname}, status ${answer.status})`,
        );
      }
    }
  });

  test('hashed files are immutable, pages and the search manifest revalidated', async () => {
    const {script, stylesheet, shard, manifest} = samples();
    const expected: Record<string, string> = {
      [script]: 'public, max-age=31536000, immutable',
      [stylesheet]: 'public, max-age=31536000, immutable',
      [shard]: 'public, max-age=31536000, immutable',
      [manifest]: 'no-cache',
      '/katex/katex.min.css': 'no-cache',
      '/': 'no-cache',
      '/setup': 'no-cache',
      [olderVersion.rootPath]: 'no-cache',
      '/no/such/page': 'no-cache',
      '/img/logo.svg': 'public, max-age=3600',
      '/llms.txt': 'public, max-age=3600',
    };
    for (const [pathname, cacheControl] of Object.entries(expected)) {
      const answer = await get(pathname);
      assert.equal(answer.headers['cache-control'], cacheControl, pathname);
    }
  });

  test('text is sent in brotli or gzip by Accept-Encoding, with Vary, decoding to the same bytes', async () => {
    const {script, stylesheet, shard} = samples();
    const textFiles = [
      '/setup',
      '/no/such/page',
      script,
      stylesheet,
      shard,
      '/img/logo.svg',
      '/setup.md',
      '/llms.txt',
      '/sitemap.xml',
    ];
    const encodings = [
      {accept: 'br', name: 'br', decode: brotliDecompressSync},
      {accept: 'gzip', name: 'gzip', decode: gunzipSync},
      // A browser sends both: brotli wins.
      {accept: 'gzip, deflate, br, zstd', name: 'br', decode: brotliDecompressSync},
    ];
    for (const pathname of textFiles) {
      const plain = await get(pathname);
      assert.equal(plain.headers['content-encoding'], undefined, pathname);
      for (const {accept, name, decode} of encodings) {
        const answer = await get(pathname, {'accept-encoding': accept});
        assert.equal(answer.headers['content-encoding'], name, `${pathname} (${accept})`);
        assert.match(answer.headers.vary ?? '', /Accept-Encoding/, `${pathname} (${accept})`);
        assert.ok(decode(answer.body).equals(plain.body), `${pathname} (${accept}) decodes`);
      }
    }
    const png = await get('/img/social-card.png', {'accept-encoding': 'br, gzip'});
    assert.equal(png.headers['content-encoding'], undefined, 'PNG is compressed already');
  });

  test('the precompressed copies of the build are what nginx sends, hashed ones immutable', async () => {
    const {script, shard} = samples();
    for (const pathname of [script, shard, '/setup']) {
      const file = pathname === '/setup' ? '/setup.html' : pathname;
      for (const [accept, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const answer = await get(pathname, {'accept-encoding': accept});
        assert.ok(
          answer.body.equals(builtFile(file + suffix)),
          `${pathname} sends ${file}${suffix}`,
        );
        if (pathname !== '/setup') {
          assert.equal(
            answer.headers['cache-control'],
            'public, max-age=31536000, immutable',
            `${pathname} (${accept})`,
          );
        }
      }
    }
  });

  test('content types name UTF-8 for pages and Markdown copies', async () => {
    assert.equal((await get('/setup')).headers['content-type'], 'text/html; charset=utf-8');
    assert.equal((await get('/setup.md')).headers['content-type'], 'text/markdown; charset=utf-8');
  });
});

describe('pages in Chromium under the CSP', {concurrency: 2}, () => {
  interface Violation {
    directive: string;
    blockedURI: string;
    sourceFile: string;
    lineNumber: number;
  }

  interface Watch {
    violations: Violation[];
    /** Console errors, console messages about a policy, uncaught page errors. */
    messages: string[];
  }

  /**
   * The search modal's code (DocSearch 4.7) bundles Zod 4, which checks once
   * whether it may generate code, with `new Function("")` in a try/catch
   * (Zod's `allowsEval`). The CSP refuses, Zod falls back to its plain
   * parser, and the browser reports the refused probe as a violation. The
   * bundled copy keeps Zod's `jitless` switch, which skips the probe, private.
   * Only that probe is let through: an eval from the file that holds it.
   */
  const ZOD_EVAL_PROBE =
    /includes\("Cloudflare"\)\)return!1;try\{return(?: new)? Function\(""\),!0\}/;

  function isZodEvalProbe(violation: Violation): boolean {
    if (violation.blockedURI !== 'eval') return false;
    const {pathname} = new URL(violation.sourceFile);
    if (!pathname.startsWith('/assets/js/')) return false;
    return ZOD_EVAL_PROBE.test(builtFile(pathname).toString());
  }

  /** Opens a page of nginx, recording CSP violations, console errors and page errors. */
  async function openWatched(
    pathname: string,
    expectedStatus = 200,
  ): Promise<{page: Page; watch: Watch; close: () => Promise<void>}> {
    const {context, page} = await newPage(currentBrowser());
    const watch: Watch = {violations: [], messages: []};
    await context.exposeFunction('__reportCspViolation', (violation: Violation) =>
      watch.violations.push(violation),
    );
    // Before any script of the page, so the inline scripts' checks are seen too.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as {__reportCspViolation: (v: Violation) => void})
          .__reportCspViolation;
        report({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
        });
      });
    });
    page.on('console', (message) => {
      // A not-found page's own status: the browser logs it, the page did nothing wrong.
      const ownStatus =
        expectedStatus !== 200 &&
        message.location().url === nginx.url(pathname) &&
        /Failed to load resource/.test(message.text());
      if (ownStatus) return;
      if (
        message.type() === 'error' ||
        /Content.Security.Policy|Permissions.Policy/i.test(message.text())
      ) {
        watch.messages.push(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => watch.messages.push(`page error: ${error.message}`));
    const response = await page.goto(nginx.url(pathname));
    assert.equal(response?.status(), expectedStatus, pathname);
    assert.ok(
      response?.headers()['content-security-policy'],
      'the page was served without the CSP',
    );
    await waitForHydration(page);
    return {page, watch, close: () => context.close()};
  }

  const latest = latestVersion.name;
  const scenarios: {name: string; path: string; exercise?: (page: Page) => Promise<void>}[] = [
    {name: 'home', path: '/'},
    {
      name: 'API page with code',
      path: docRoute(latest, 'api/cpp/msm'),
      exercise: async (page) => {
        await page.locator('pre code').first().waitFor();
      },
    },
    {
      name: 'page with a mermaid diagram',
      path: docRoute(latest, 'api/rust-bindings/merkle'),
      // The drawing is an SVG image: served with its type, allowed by the CSP.
      exercise: diagramShown,
    },
    {
      name: 'page with KaTeX math',
      path: docRoute(latest, 'api/rust-bindings/pairing'),
      exercise: async (page) => {
        await page.locator('.katex').first().waitFor();
        // The stylesheet (with its integrity hash) applied, and a KaTeX font loaded from the site.
        const fontLoaded = await page.evaluate(async () => {
          await document.fonts.ready;
          let loaded = false;
          document.fonts.forEach((font) => {
            if (font.family.replace(/"/g, '') === 'KaTeX_Main' && font.status === 'loaded') {
              loaded = true;
            }
          });
          return loaded;
        });
        assert.ok(fontLoaded, 'the KaTeX stylesheet or its fonts did not load');
      },
    },
    {
      name: 'search modal (Ctrl+K)',
      path: '/setup',
      exercise: async (page) => {
        await openSearchWithKey(page);
        await page.keyboard.insertText('ntt');
        await page.locator('.DocSearch-Hit a').first().waitFor();
      },
    },
    {
      name: 'search page',
      path: '/search?q=ntt',
      exercise: async (page) => {
        await page.locator('main article h2 a').first().waitFor();
      },
    },
  ];

  const notFoundCases = [
    {path: '/nope', version: latest, inDropdown: true},
    ...olderVersions
      .filter((v) => ['3.9.0', '1.10.1'].includes(v.name))
      .map((v) => ({path: `${v.rootPath}/nope`, version: v.name, inDropdown: !v.archived})),
  ];
  for (const {path: pathname, version, inDropdown} of notFoundCases) {
    test(`${pathname} shows the not-found page of ${version}: status 404, no console error`, async () => {
      const {page, watch, close} = await openWatched(pathname, 404);
      try {
        await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
        // An archived version is not in the dropdown, which then names the reader's version.
        if (inDropdown) {
          const dropdown = page.locator('.navbar__item.dropdown > .navbar__link').first();
          assert.equal((await dropdown.textContent())?.trim(), version);
        }
        await page.waitForLoadState('networkidle');
        assert.deepEqual(watch.messages, [], 'no hydration error (#418) or other message');
      } finally {
        await close();
      }
    });
  }

  for (const scenario of scenarios) {
    test(`${scenario.name} (${scenario.path}) hydrates with no CSP violation`, async () => {
      const {page, watch, close} = await openWatched(scenario.path);
      try {
        await scenario.exercise?.(page);
        // Let reports of late violations (lazy chunks, styles) arrive.
        await page.waitForLoadState('networkidle');
        assert.deepEqual(
          watch.violations.filter((violation) => !isZodEvalProbe(violation)),
          [],
          'CSP violations',
        );
        assert.deepEqual(watch.messages, []);
      } finally {
        await close();
      }
    });
  }
});

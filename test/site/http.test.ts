/** Status codes and version roots, as a browser or crawler sees them over HTTP. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {legacyRedirects} from '../../config/redirects';
import {docsVersions} from '../../config/versions';
import {referenceVersion} from '../../src/site-map';
import {siteUrl, staticHostUrl} from '../support/site';

const olderVersions = docsVersions.filter((v) => !v.isLatest);

async function get(url: string): Promise<{status: number; body: string}> {
  const response = await fetch(url, {redirect: 'follow'});
  return {status: response.status, body: await response.text()};
}

function mainDocMarker(versionName: string): string {
  return `docs-doc-id-${referenceVersion(versionName).mainDocId}`;
}

for (const [server, urlFor] of [
  ['npm run serve', siteUrl],
  ['a plain static host', staticHostUrl],
] as const) {
  describe(`version roots under ${server}`, () => {
    for (const version of olderVersions) {
      test(`${version.rootPath} answers 200 with the ${version.name} main document`, async () => {
        const {status, body} = await get(urlFor(version.rootPath));
        assert.equal(status, 200);
        assert.ok(body.includes(mainDocMarker(version.name)), 'main document not served');
        assert.ok(body.includes(`docs-version-${version.name}`), 'wrong version served');
      });
    }
  });
}

describe('site pages', () => {
  test('/ is the 4.0.0 main document', async () => {
    const {status, body} = await get(siteUrl('/'));
    assert.equal(status, 200);
    assert.ok(body.includes(mainDocMarker('4.0.0')));
  });

  test('older versions carry the unmaintained-version banner, the latest none', async () => {
    const bannerOf = async (pathname: string) =>
      load((await get(siteUrl(pathname))).body)('.theme-doc-version-banner').text();
    assert.equal(await bannerOf('/'), '');
    for (const version of olderVersions) {
      assert.match(await bannerOf(version.rootPath), /no longer actively maintained/, version.name);
    }
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const {status, body} = await get(siteUrl('/no/such/page'));
    assert.equal(status, 404);
    assert.match(body, /Page Not Found/);
  });

  test('/versions lists every version, the archived 1.10.1 included', async () => {
    const {status, body} = await get(siteUrl('/versions'));
    assert.equal(status, 200);
    const $ = load(body);
    const rows = $('table.versions-table tbody th')
      .map((_, th) => $(th).text().trim())
      .get();
    assert.deepEqual(
      rows,
      docsVersions.map((v) => v.name),
    );
  });

  test('pages with math link the KaTeX stylesheet, served by the site with an integrity hash; others do not', async () => {
    const katexLink = 'link[rel="stylesheet"][href="/katex/katex.min.css"]';
    for (const pathname of ['/', '/api/cpp/msm', '/3.8.0/icicle/golang-bindings/msm']) {
      const $ = load((await get(siteUrl(pathname))).body);
      assert.ok($('.katex').length > 0, `${pathname} has math`);
      assert.equal($(katexLink).length, 1, pathname);
      assert.match($(katexLink).attr('integrity') ?? '', /^sha384-/);
      assert.equal($(katexLink).attr('crossorigin'), 'anonymous');
    }
    for (const pathname of ['/setup', '/search', '/versions']) {
      const $ = load((await get(siteUrl(pathname))).body);
      assert.equal($('.katex').length, 0, `${pathname} has no math`);
      assert.equal($(katexLink).length, 0, pathname);
    }
    assert.equal((await fetch(siteUrl('/katex/katex.min.css'))).status, 200);
  });

  test('pages carry canonical, social card and viewport metadata', async () => {
    const $ = load((await get(siteUrl('/setup'))).body);
    assert.equal($('link[rel="canonical"]').attr('href'), 'https://dev.ingonyama.com/setup');
    assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
    assert.match($('meta[property="og:image"]').attr('content') ?? '', /\/img\/social-card\.png$/);
    // The HTML minifier may drop spaces and the ".0": compare values, not spelling.
    const viewport = Object.fromEntries(
      ($('meta[name="viewport"]').attr('content') ?? '')
        .split(',')
        .map((part) => part.trim().split('=')),
    );
    assert.equal(viewport.width, 'device-width');
    assert.equal(Number(viewport['initial-scale']), 1.0);
    assert.equal($('meta[name="robots"]').length, 0);
  });
});

describe('legacy redirects', () => {
  const rules = legacyRedirects(docsVersions);

  test('cover the unversioned old-layout paths', () => {
    assert.ok(rules.length > 60, `${rules.length} rules`);
  });

  for (const rule of rules) {
    test(`${rule.from} leads to ${rule.to}`, async () => {
      const {status, body} = await get(siteUrl(rule.from));
      assert.equal(status, 200);
      const refresh = load(body)('meta[http-equiv="refresh"]').attr('content');
      assert.equal(refresh, `0; url=${rule.to}`);
      const target = await get(siteUrl(rule.to));
      assert.equal(target.status, 200, `${rule.to} is not served`);
    });
  }
});

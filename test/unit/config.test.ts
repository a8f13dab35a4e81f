import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {analyticsScripts, gtagOptions} from '../../config/analytics';
import {prepareKatexAssets, subresourceIntegrity} from '../../config/katex';
import {createNavbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {dropdownVersions} from '../../config/versions';

const siteDir = path.resolve(__dirname, '..', '..');

test('analytics is off by default and on only with its environment variables', () => {
  assert.equal(gtagOptions({}), undefined);
  assert.deepEqual(analyticsScripts({}), []);
  assert.deepEqual(gtagOptions({GTAG_TRACKING_ID: 'G-TEST'}), {
    trackingID: 'G-TEST',
    anonymizeIP: true,
  });
  const [script] = analyticsScripts({PLAUSIBLE_DOMAIN: 'dev.example.org'});
  assert.equal(typeof script === 'object' && script.defer, true);
  assert.equal(typeof script === 'object' && script['data-domain'], 'dev.example.org');
});

test('the KaTeX stylesheet is served locally with the hash of the package file', () => {
  const {stylesheet, staticDirectory} = prepareKatexAssets(siteDir);
  const css = readFileSync(createRequire(__filename).resolve('katex/dist/katex.min.css'));
  assert.equal(stylesheet.href, '/katex/katex.min.css');
  assert.equal(stylesheet.integrity, subresourceIntegrity(css));
  assert.match(stylesheet.integrity, /^sha384-[A-Za-z0-9+/]+=*$/);
  assert.deepEqual(
    readFileSync(path.join(siteDir, staticDirectory, 'katex', 'katex.min.css')),
    css,
  );
});

test('the navbar has exactly the items of the spec, in order', () => {
  const items = createNavbar(dropdownVersions).items ?? [];
  const describe = items.map((item) => ('label' in item && item.label) || item.type);
  assert.deepEqual(describe, [
    'Docs',
    'API',
    'docsVersionDropdown',
    'Community',
    'Leave Feedback',
    'GitHub',
    'html',
  ]);
  const [docs, api] = items as {activeBaseRegex: string}[];
  const isActive = (regex: string, pathname: string) => new RegExp(regex).test(pathname);
  assert.equal(isActive(docs!.activeBaseRegex, '/setup'), true);
  assert.equal(isActive(docs!.activeBaseRegex, '/api/cpp/msm'), false);
  assert.equal(isActive(api!.activeBaseRegex, '/apioverview'), true);
  assert.equal(isActive(api!.activeBaseRegex, '/3.8.0/icicle/overview'), false);
});

test('the footer carries the 2025 copyright line', () => {
  assert.match(footer.copyright ?? '', /^Copyright © 2025 .*Built with Docusaurus\.$/);
});

test('the test build that CI runs fails on broken anchors and broken markdown links', () => {
  const readChecks = (testBuild: boolean) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          // tsx loads the config as CommonJS: the default export sits one level down.
          "import('./docusaurus.config.ts').then(({default: m}) => { const c = m.default ?? m; " +
            'console.log(JSON.stringify(' +
            '[c.onBrokenLinks, c.onBrokenAnchors, c.markdown.hooks.onBrokenMarkdownLinks])) })',
        ],
        {cwd: siteDir, env: {...process.env, DOCS_TEST_BUILD: String(testBuild)}, encoding: 'utf8'},
      ),
    ) as string[];
  assert.deepEqual(readChecks(true), ['throw', 'throw', 'throw']);
  assert.deepEqual(readChecks(false), ['throw', 'warn', 'warn']);
});

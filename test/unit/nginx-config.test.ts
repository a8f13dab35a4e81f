/**
 * The production nginx configuration (deploy/nginx/icicle-docs.conf) as a
 * file: its policy, its generated legacy redirects, and the helpers the nginx
 * tests and `scripts/sync-nginx.ts` use to read and rewrite it. Running it
 * in nginx is test/site/nginx.test.ts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {legacyRedirects} from '../../config/redirects';
import {docsVersions} from '../../config/versions';
import {
  SYNC_COMMAND,
  configForTest,
  cspDirectives,
  cspHashOf,
  directivesOf,
  executableInlineScripts,
  headerValueIn,
  legacyRedirectsIn,
  readNginxConfig,
  scriptHashesIn,
  withLegacyRedirects,
  withScriptHashes,
} from '../../tooling/nginx-config';

const config = readNginxConfig();
const directives = directivesOf(config);

describe('the committed configuration', () => {
  test('its legacy redirects are those of config/redirects.ts', () => {
    assert.deepEqual(
      legacyRedirectsIn(config),
      legacyRedirects(docsVersions),
      `deploy/nginx/icicle-docs.conf is out of date: run ${SYNC_COMMAND}`,
    );
  });

  test('the CSP allows only the site itself, and scripts by file or hash', () => {
    const csp = cspDirectives(headerValueIn(config, 'Content-Security-Policy'));
    const scriptSources = csp.get('script-src') ?? [];
    assert.equal(scriptSources[0], "'self'");
    for (const source of scriptSources.slice(1)) {
      assert.match(source, /^'sha256-[A-Za-z0-9+/]{43}='$/, `script-src ${source}`);
    }
    assert.ok(scriptSources.length > 1, 'no inline script hash');
    const expected: Record<string, string[]> = {
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    };
    for (const [name, sources] of Object.entries(expected)) {
      assert.deepEqual(csp.get(name), sources, name);
    }
    assert.deepEqual(
      [...csp.keys()].sort(),
      ['script-src', ...Object.keys(expected)].sort(),
      'a directive was added: extend this test with it',
    );
  });

  test('fixed security headers', () => {
    assert.equal(headerValueIn(config, 'X-Content-Type-Options'), 'nosniff');
    assert.equal(headerValueIn(config, 'Referrer-Policy'), 'strict-origin-when-cross-origin');
    const permissions = headerValueIn(config, 'Permissions-Policy');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), feature);
    }
  });

  test('every add_header is at server level with `always`, so no block loses it', () => {
    const headers = directives.filter((d) => d.name === 'add_header');
    assert.ok(headers.length >= 5);
    for (const header of headers) {
      assert.deepEqual(
        header.context,
        ['server'],
        `add_header ${header.args[0]} in a nested block`,
      );
      assert.equal(header.args.at(-1), 'always', `add_header ${header.args[0]} without always`);
    }
  });

  test('gzip covers the text types of the build', () => {
    const value = (name: string) =>
      directives.find((d) => d.name === name && d.context.join() === 'server')?.args;
    assert.deepEqual(value('gzip'), ['on']);
    assert.deepEqual(value('gzip_vary'), ['on']);
    for (const type of [
      'text/css',
      'application/javascript',
      'application/json',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'text/plain',
      'text/markdown',
      'application/manifest+json',
    ]) {
      assert.ok(value('gzip_types')?.includes(type), type);
    }
  });

  test('listen and root appear in the server block only (the tests replace them)', () => {
    for (const name of ['listen', 'root']) {
      const found = directives.filter((d) => d.name === name);
      assert.ok(found.length > 0, name);
      for (const directive of found) assert.deepEqual(directive.context, ['server'], name);
    }
  });
});

describe('helpers', () => {
  test('executableInlineScripts keeps inline scripts a browser runs, exactly', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module">\n  b()\n</script>',
      '<SCRIPT data-rh="true" type="text/javascript">c()</SCRIPT>',
    ].join('');
    assert.deepEqual(executableInlineScripts(html), ['a()', '\n  b()\n', 'c()']);
  });

  test('cspHashOf is the base64 sha256 of the text', () => {
    assert.equal(cspHashOf(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  test('withScriptHashes replaces the hashes and keeps the rest of the CSP', () => {
    const updated = withScriptHashes(config, ["'sha256-AAAA'", "'sha256-BBBB'"]);
    assert.deepEqual(scriptHashesIn(updated), ["'sha256-AAAA'", "'sha256-BBBB'"]);
    assert.equal(withScriptHashes(updated, scriptHashesIn(config)), config);
  });

  test('legacy redirects render and read back', () => {
    const rules = [
      {from: '/a', to: '/start/x-&-y/b'},
      {from: '/c/d', to: '/'},
    ];
    const updated = withLegacyRedirects(config, rules);
    assert.deepEqual(legacyRedirectsIn(updated), rules);
    assert.match(updated, /location = "\/a" \{\n\s+return 301 "\/start\/x-&-y\/b\$is_args\$args";/);
    assert.equal(withLegacyRedirects(updated, legacyRedirectsIn(config)), config);
  });

  test('configForTest swaps the listen lines and the root, nothing else', () => {
    const forTest = configForTest(config, {listen: '127.0.0.1:8123', root: '/tmp/my build'});
    const testDirectives = directivesOf(forTest);
    assert.deepEqual(
      testDirectives.filter((d) => d.name === 'listen').map((d) => d.args),
      [['127.0.0.1:8123']],
    );
    assert.deepEqual(
      testDirectives.filter((d) => d.name === 'root').map((d) => d.args),
      [['/tmp/my build']],
    );
    const others = (list: typeof directives) =>
      list.filter((d) => !['listen', 'root'].includes(d.name));
    assert.deepEqual(others(testDirectives), others(directives));
  });

  test('configForTest refuses a file without a single root', () => {
    assert.throws(
      () => configForTest('server {\n    listen 80;\n}\n', {listen: 'x', root: 'y'}),
      /exactly one root/,
    );
  });
});

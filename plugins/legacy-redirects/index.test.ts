import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import legacyRedirectsPlugin, {validateOptions} from './index';
import {legacyRedirects} from '../../config/redirects';
import {docsVersions, latestVersion} from '../../config/versions';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

test('the rules come from the built versions, with the client-redirects defaults', () => {
  const options = validate({versions: docsVersions.map((v) => v.name)});
  assert.deepEqual(options.clientRedirects.redirects, legacyRedirects(docsVersions));
  assert.ok(options.clientRedirects.redirects.length > 0);
  assert.deepEqual(options.clientRedirects.fromExtensions, []);
  assert.deepEqual(options.clientRedirects.toExtensions, []);
});

test('a build of the latest version alone redirects only to its pages', () => {
  const options = validate({versions: [latestVersion.name]});
  assert.deepEqual(
    options.clientRedirects.redirects,
    legacyRedirects(docsVersions.filter((v) => v.isLatest)),
  );
});

test('rejects unknown, duplicate or missing versions', () => {
  assert.throws(() => validate({versions: ['9.9.9']}));
  assert.throws(() => validate({versions: [latestVersion.name, latestVersion.name]}));
  assert.throws(() => validate({versions: []}));
  assert.throws(() => validate({}));
});

test('is the client-redirects plugin, so the framework writes the redirect pages', () => {
  const options = validate({versions: [latestVersion.name]});
  const context = {
    siteDir: '/site',
    outDir: '/site/build',
    siteConfig: {future: {experimental_router: 'browser'}},
  } as unknown as LoadContext;
  const plugin = legacyRedirectsPlugin(context, options);
  assert.equal(plugin?.name, 'docusaurus-plugin-client-redirects');
  assert.equal(typeof plugin?.postBuild, 'function');
});

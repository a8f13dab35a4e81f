import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {validatorFor} from '../../test/support/plugin-options';
import versionNotFoundPlugin, {notFoundRouteOf, validateOptions} from './index';

const validate = validatorFor(validateOptions);

test('accepts version root paths, rejects nested, relative and duplicate ones', () => {
  assert.deepEqual(validate({versionRootPaths: ['/3.9.0']}).versionRootPaths, ['/3.9.0']);
  assert.throws(() => validate({versionRootPaths: ['/3.9.0/api']}));
  assert.throws(() => validate({versionRootPaths: ['3.9.0']}));
  assert.throws(() => validate({versionRootPaths: ['/3.9.0', '/3.9.0']}));
  assert.throws(() => validate({}));
});

test("adds one exact NotFound route per version, under the version's prefix", async () => {
  const routes: RouteConfig[] = [];
  const plugin = versionNotFoundPlugin({} as LoadContext, {
    versionRootPaths: ['/3.9.0', '/1.10.1'],
  });
  await plugin.contentLoaded!({
    content: undefined,
    actions: {addRoute: (route: RouteConfig) => routes.push(route)},
  } as unknown as Parameters<NonNullable<Plugin['contentLoaded']>>[0]);
  assert.deepEqual(routes, [
    {path: '/3.9.0/404', component: '@theme/NotFound', exact: true},
    {path: '/1.10.1/404', component: '@theme/NotFound', exact: true},
  ]);
  assert.equal(notFoundRouteOf('/3.9.0'), '/3.9.0/404');
});

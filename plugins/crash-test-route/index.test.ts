import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import crashTestRoutePlugin, {validateOptions, type CrashTestRouteOptions} from './index';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

async function routesAdded(options: CrashTestRouteOptions): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions: PluginContentLoadedActions = {
    addRoute: (route) => void routes.push(route),
    createData: async () => '',
    setGlobalData: () => undefined,
  };
  await crashTestRoutePlugin({} as LoadContext, options).contentLoaded!({
    content: undefined,
    actions,
  });
  return routes;
}

test('is disabled by default', async () => {
  const options = validate({});
  assert.equal(options.enabled, false);
  assert.deepEqual(await routesAdded(options), []);
});

test('adds one exact route when enabled', async () => {
  const routes = await routesAdded(validate({enabled: true}));
  assert.equal(routes.length, 1);
  assert.equal(routes[0]!.path, '/__tests__/crash');
  assert.equal(routes[0]!.exact, true);
  assert.match(routes[0]!.component, /CrashingPage\.tsx$/);
});

test('rejects a relative route path', () => {
  assert.throws(() => validate({enabled: true, routePath: 'crash'}));
});

// Webpack/Rspack loader for the client build of Docusaurus's generated route
// table (.docusaurus/routes.js). Each route there is
//   {path: '<path>', component: ComponentCreator('<path>', '<hash>'), ...}
// so the entry bundle makes the loadable components of all ~700 routes
// while it starts, on every page, though a page renders one or two. This
// loader turns each `component` into a getter that makes it on first use
// (./lazy-component.ts keeps one per route).
//
// Guard: the import and every route's component must be rewritten; a route
// table of another shape fails the build instead of passing through.
'use strict';
/* global module, __dirname, require */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {FrameworkPatchError} = require('../../config/framework-patch-error.js');

const PATCH = 'client-route-data/routes';

/** The import the generated module starts with. */
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/** A route's component: its path (quotes escaped) and, but for the 404 route, its hash. */
const ROUTE_COMPONENT = /component: ComponentCreator\(('(?:[^'\\]|\\.)*'(?:, '[^']*')?)\)/g;

const LAZY_COMPONENT_MODULE = path.join(__dirname, 'lazy-component.ts');

/** @param {string} problem */
function notFound(problem) {
  return new FrameworkPatchError(
    PATCH,
    `the code this patch rewrites in .docusaurus/routes.js was not found (${problem})`,
  );
}

/** @param {string} source */
function lazyRouteComponents(source) {
  if (!source.includes(CREATOR_IMPORT)) throw notFound('the ComponentCreator import');
  let routes = 0;
  const result = source
    .replace(CREATOR_IMPORT, `import lazyComponent from ${JSON.stringify(LAZY_COMPONENT_MODULE)};`)
    .replace(ROUTE_COMPONENT, (_match, args) => {
      routes += 1;
      return `get component() { return lazyComponent(${args}); }`;
    });
  if (routes === 0) throw notFound('no route component');
  if (result.includes('ComponentCreator')) throw notFound('a route component left as it was');
  return result;
}

module.exports = lazyRouteComponents;
module.exports.lazyRouteComponents = lazyRouteComponents;
module.exports.LAZY_COMPONENT_MODULE = LAZY_COMPONENT_MODULE;
module.exports.PATCH = PATCH;

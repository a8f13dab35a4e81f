// Webpack/Rspack loader for the client build of Docusaurus's generated route
// table (.docusaurus/routes.js). Each route there is
//   {path: '<path>', component: ComponentCreator('<path>', '<hash>'), ...}
// so the entry bundle makes the loadable components of all ~700 routes
// while it starts, on every page, though a page renders one or two. This
// loader turns each `component` into a getter that makes it on first use
// (./lazy-component.ts keeps one per route).
'use strict';
/* global module, __dirname, require */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/** The import the generated module starts with. */
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/** A route's component: its path (quotes escaped) and, but for the 404 route, its hash. */
const ROUTE_COMPONENT = /component: ComponentCreator\(('(?:[^'\\]|\\.)*'(?:, '[^']*')?)\)/g;

const LAZY_COMPONENT_MODULE = path.join(__dirname, 'lazy-component.ts');

/** @param {string} source */
function lazyRouteComponents(source) {
  if (!source.includes(CREATOR_IMPORT)) {
    throw new Error('client-route-data: the generated routes.js changed; check ./routes-loader.js');
  }
  return source
    .replace(CREATOR_IMPORT, `import lazyComponent from ${JSON.stringify(LAZY_COMPONENT_MODULE)};`)
    .replace(ROUTE_COMPONENT, 'get component() { return lazyComponent($1); }');
}

module.exports = lazyRouteComponents;
module.exports.lazyRouteComponents = lazyRouteComponents;
module.exports.LAZY_COMPONENT_MODULE = LAZY_COMPONENT_MODULE;

// Webpack/Rspack loader for the client build of Docusaurus's generated
// registry (.docusaurus/registry.js). Each entry is
//   "<chunk>": [() => import("<path>"), "<path>", require.resolveWeak("<path>")],
// and the middle path is read only by react-loadable on the server, to list
// the modules a page rendered. In the browser it is dead weight: one long
// string per route in the entry bundle. This loader empties it.
//
// Guard: every entry must be rewritten. A registry with no entry of that
// shape, or with an entry left as it was, fails the build (a Docusaurus
// upgrade changed the generated code) instead of passing through unchanged.
'use strict';
/* global module, require */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {FrameworkPatchError} = require('../../config/framework-patch-error.js');

const PATCH = 'client-route-data/registry';

/** The module path between an entry's loader and its weak module id. */
const MODULE_PATH_ARGUMENT = /(\), )"[^"]*"(, require\.resolveWeak\()/g;

/** What starts every entry's weak module id: one per entry. */
const WEAK_MODULE_ID = /require\.resolveWeak\(/g;

/** @param {string} source */
function stripModulePaths(source) {
  const entries = source.match(WEAK_MODULE_ID)?.length ?? 0;
  let stripped = 0;
  const result = source.replace(MODULE_PATH_ARGUMENT, (_match, before, after) => {
    stripped += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || stripped !== entries) {
    throw new FrameworkPatchError(
      PATCH,
      `the code this patch rewrites in .docusaurus/registry.js was not found (${stripped} of ${entries} entries matched)`,
    );
  }
  return result;
}

module.exports = stripModulePaths;
module.exports.stripModulePaths = stripModulePaths;
module.exports.PATCH = PATCH;

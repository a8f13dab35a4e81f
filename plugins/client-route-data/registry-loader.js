// Webpack/Rspack loader for the client build of Docusaurus's generated
// registry (.docusaurus/registry.js). Each entry is
//   "<chunk>": [() => import("<path>"), "<path>", require.resolveWeak("<path>")],
// and the middle path is read only by react-loadable on the server, to list
// the modules a page rendered. In the browser it is dead weight: one long
// string per route in the entry bundle. This loader empties it.
'use strict';
/* global module */

/** The module path between an entry's loader and its weak module id. */
const MODULE_PATH_ARGUMENT = /(\), )"[^"]*"(, require\.resolveWeak\()/g;

/** @param {string} source */
function stripModulePaths(source) {
  return source.replace(MODULE_PATH_ARGUMENT, '$1""$2');
}

module.exports = stripModulePaths;
module.exports.stripModulePaths = stripModulePaths;

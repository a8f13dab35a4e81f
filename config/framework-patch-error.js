// The error a framework patch's guard throws when the framework code the
// patch rewrites or replaces is not found as the patch expects it (see
// config/framework-patches.ts). Plain CommonJS, not TypeScript, because the
// bundler requires the loaders of plugins/client-route-data without a
// TypeScript hook, and they throw it too.
'use strict';
/* global module */

/** The environment variable that turns every framework patch off. */
const FRAMEWORK_PATCHES_VARIABLE = 'DOCS_FRAMEWORK_PATCHES';

class FrameworkPatchError extends Error {
  /**
   * @param {string} patch the patch, as the table of maintainers/framework-patches.md names it
   * @param {string} problem what was not found, e.g. "the code this patch rewrites in .docusaurus/registry.js was not found"
   * @param {string} [changed] whose code changed
   */
  constructor(patch, problem, changed = 'Docusaurus') {
    super(
      `[framework-patch ${patch}] ${problem}: ${changed} changed; update or disable the patch (${FRAMEWORK_PATCHES_VARIABLE}=off)`,
    );
    this.name = 'FrameworkPatchError';
    /** @type {string} */
    this.patch = patch;
  }
}

module.exports = {FrameworkPatchError, FRAMEWORK_PATCHES_VARIABLE};

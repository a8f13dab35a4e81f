/**
 * The framework patches and the one switch that turns them all off.
 *
 * A few modules change Docusaurus beyond its options, for page weight and
 * main-thread time: they rewrite generated code, replace a bundler runtime
 * module or a dependency, copy a theme component or a core function and
 * change it, or pin the page template. Each is one module with a guard
 * (./framework-patch-guard.ts) that fails the build, naming the patch, when
 * the framework code it touches is not there as expected. The table in
 * maintainers/framework-patches.md lists them with their gains and tests.
 *
 * `DOCS_FRAMEWORK_PATCHES=off` leaves every one out: the site then builds and
 * works with the framework's own behaviour, larger and slower, which is how
 * a Docusaurus upgrade is bisected (the recipe is in that file).
 */
import {FRAMEWORK_PATCHES_VARIABLE} from './framework-patch-error';
import {ssrTemplate} from './ssr-template';

export {FRAMEWORK_PATCHES_VARIABLE};

export type FrameworkPatchesMode = 'on' | 'off';

/** The switch, from the environment: on unless set to `off`; any other value is a mistake. */
export function frameworkPatchesMode(env: NodeJS.ProcessEnv = process.env): FrameworkPatchesMode {
  const value = env[FRAMEWORK_PATCHES_VARIABLE];
  if (value === undefined || value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(
    `${FRAMEWORK_PATCHES_VARIABLE} is ${JSON.stringify(value)}; set it to "off" (or "on", the default).`,
  );
}

/**
 * The local plugins that patch the framework, each the entry point of its
 * patch, in the order the site lists them. The page template is the one
 * patch that is no plugin (./ssr-template.ts).
 */
export const FRAMEWORK_PATCH_PLUGINS = [
  // code-block: the theme's CodeBlock replaced, Prism's client module emptied.
  './plugins/code-highlighting/index.ts',
  // client-route-data/*: less route data in every page's entry bundle.
  './plugins/client-route-data/index.ts',
  // tslib-subset: one tslib helper instead of all of tslib in the entry bundle.
  './plugins/tslib-subset/index.ts',
  // compile-hints: the entry scripts are compiled while they download.
  './plugins/compile-hints/index.ts',
  // route-prefetch: link prefetching in idle time, each file once.
  './plugins/route-prefetch/index.ts',
  // collator-warmup: the default collator is made before hydration.
  './plugins/collator-warmup/index.ts',
  // last-updated: the theme's LastUpdated without Intl date start-up.
  './plugins/last-updated/index.ts',
] as const;

/** What the patches add to the site configuration. */
export interface FrameworkPatchesConfig {
  plugins: string[];
  /** The page template; undefined leaves Docusaurus's own. */
  ssrTemplate?: string;
}

export function frameworkPatchesConfig(
  mode: FrameworkPatchesMode = frameworkPatchesMode(),
): FrameworkPatchesConfig {
  if (mode === 'off') return {plugins: []};
  return {plugins: [...FRAMEWORK_PATCH_PLUGINS], ssrTemplate: ssrTemplate()};
}

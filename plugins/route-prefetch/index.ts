/**
 * Link prefetching that waits for idle time and fetches each file once, in
 * place of the framework's: ./route-prefetch.ts (the prefetch, with core's
 * rules), ./idle-prefetch.ts (the idle-time queue) and ./client-module.ts,
 * which installs them in the browser.
 *
 * A framework patch, `route-prefetch` (config/framework-patches.ts). It
 * replaces `window.docusaurus.prefetch` of @docusaurus/core
 * (lib/client/docusaurus.js, with lib/client/prefetch.js) and relies on the
 * theme's links calling it through `window.docusaurus`. Guard: the two core
 * files it copies are pinned, and the link component must still call
 * `window.docusaurus`, when the build loads the plugin.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  type FrameworkReader,
  installedFramework,
  type PinnedFrameworkFiles,
  requireCode,
  requirePinnedFiles,
} from '../../config/framework-patch-guard';

export const ROUTE_PREFETCH_PATCH = 'route-prefetch';

export const CLIENT_MODULE = path.join(__dirname, 'client-module.ts');

/** Core's prefetch and its download helper, whose rules ./route-prefetch.ts keeps (3.10.2). */
export const REPLACED_FILES: PinnedFrameworkFiles = {
  '@docusaurus/core/lib/client/docusaurus.js':
    'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  '@docusaurus/core/lib/client/prefetch.js':
    '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
};

/** The link component, which must reach the prefetch through `window.docusaurus`. */
const LINK_MODULE = '@docusaurus/core/lib/client/exports/Link.js';
const LINK_CALLS = {
  'links call window.docusaurus.prefetch': /\bwindow\.docusaurus\.prefetch\(/,
  'links call window.docusaurus.preload': /\bwindow\.docusaurus\.preload\(/,
};

/** Fails the build if the prefetch replaced, or the way links reach it, changed. */
export function guardRoutePrefetch(
  read: FrameworkReader = installedFramework(ROUTE_PREFETCH_PATCH),
): void {
  requirePinnedFiles(ROUTE_PREFETCH_PATCH, REPLACED_FILES, read);
  requireCode(ROUTE_PREFETCH_PATCH, LINK_MODULE, read(LINK_MODULE), LINK_CALLS);
}

export default function routePrefetchPlugin(): Plugin {
  guardRoutePrefetch();
  return {name: 'route-prefetch', getClientModules: () => [CLIENT_MODULE]};
}

/**
 * Makes the browser's default collator before React hydrates
 * (./client-module.ts says why and how).
 *
 * A framework patch, `collator-warmup` (config/framework-patches.ts): it
 * only pays off while the theme's `useShallowMemoObject` sorts with
 * `localeCompare`. Guard: the build fails when it loads the plugin if that
 * call is gone, since the warm-up would then be work for nothing.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  type FrameworkReader,
  installedFramework,
  requireCode,
} from '../../config/framework-patch-guard';

export const COLLATOR_WARMUP_PATCH = 'collator-warmup';

export const CLIENT_MODULE = path.join(__dirname, 'client-module.ts');

/** theme-common's hook whose first call the warm-up takes ahead of hydration. */
const REACT_UTILS = '@docusaurus/theme-common/lib/utils/reactUtils.js';
const SORTS_WITH_LOCALE_COMPARE = {
  'useShallowMemoObject sorts its keys with localeCompare':
    /function useShallowMemoObject\([^)]*\) \{[^}]*\.localeCompare\(/,
};

/** Fails the build if the theme no longer makes the collator while it hydrates. */
export function guardCollatorWarmup(
  read: FrameworkReader = installedFramework(COLLATOR_WARMUP_PATCH),
): void {
  requireCode(COLLATOR_WARMUP_PATCH, REACT_UTILS, read(REACT_UTILS), SORTS_WITH_LOCALE_COMPARE);
}

export default function collatorWarmupPlugin(): Plugin {
  guardCollatorWarmup();
  return {name: 'collator-warmup', getClientModules: () => [CLIENT_MODULE]};
}

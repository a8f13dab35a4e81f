/**
 * "Last updated on …" without the browser's date data during hydration.
 *
 * The theme's LastUpdated creates an `Intl.DateTimeFormat` while React
 * hydrates each doc page, and the first one a page creates loads the
 * browser's date data: a task of 55 to 150 ms at 4x slowdown. This plugin
 * provides `@theme/LastUpdated` (./theme/LastUpdated, a changed copy of
 * theme-classic's) that writes the site's English dates from a month table
 * and keeps `Intl` for any other locale or calendar.
 *
 * A framework patch, `last-updated` (config/framework-patches.ts). Guard: the
 * theme component the copy replaces and the date hook whose rule it follows
 * are pinned; a new version of either fails the build when it loads the
 * plugin.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  type FrameworkReader,
  installedFramework,
  type PinnedFrameworkFiles,
  requirePinnedFiles,
} from '../../config/framework-patch-guard';

export const LAST_UPDATED_PATCH = 'last-updated';

/** The folder of the theme components this plugin provides. */
export const THEME_DIR = path.join(__dirname, 'theme');

/**
 * The component replaced, and theme-common's `useDateTimeFormat` (locale and
 * calendar of the date), as of @docusaurus/theme-classic and theme-common 3.10.2.
 */
export const REPLACED_FILES: PinnedFrameworkFiles = {
  '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js':
    '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
  '@docusaurus/theme-common/lib/utils/IntlUtils.js':
    '50ecfecea6e487ee17ffc3e62848277742fbfef4a5eed65a533923e772b89618',
};

/** Fails the build if the theme code this copy follows changed. */
export function guardLastUpdated(
  read: FrameworkReader = installedFramework(LAST_UPDATED_PATCH),
): void {
  requirePinnedFiles(LAST_UPDATED_PATCH, REPLACED_FILES, read);
}

export default function lastUpdatedPlugin(): Plugin {
  guardLastUpdated();
  return {name: 'last-updated', getThemePath: () => THEME_DIR};
}

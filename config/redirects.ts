/**
 * Redirects for the unversioned paths of the pre-3.9.0 layout.
 *
 * Before 3.9.0 the latest docs lived at `/introduction`, `/icicle/…` and a
 * few top-level pages, and links on the web still use those paths. Each one
 * now leads to the page of the latest version that covers the same topic
 * (see src/versioning/topics.ts). A page with no equivalent in the latest
 * version leads to the newest built version that still has it.
 */
import {normalizeRoute, referenceVersions} from '../src/site-map';
import {findTopicDoc} from '../src/versioning/topics';
import {findVersion, type DocsVersion} from './versions';

export type RedirectRule = {from: string; to: string};

/** One rule per legacy path, sorted by `from`. */
export function legacyRedirects(builtVersions: readonly DocsVersion[]): RedirectRule[] {
  const isBuilt = (name: string) => builtVersions.some((built) => built.name === name);
  const [latest, ...older] = referenceVersions;
  if (!latest || !isBuilt(latest.name)) {
    return [];
  }
  const latestRoutes = new Set(latest.docs.map((doc) => normalizeRoute(doc.path)));
  const rules = new Map<string, string>();
  // Newer versions come first, so a page missing from the latest version
  // leads to its newest built copy.
  for (const version of older.filter((v) => findVersion(v.name)?.layout === 'icicle')) {
    for (const doc of version.docs) {
      const legacyPath = `/${doc.id}`;
      if (latestRoutes.has(legacyPath) || rules.has(legacyPath)) {
        continue;
      }
      const target = findTopicDoc(doc.id, latest.docs) ?? (isBuilt(version.name) ? doc : undefined);
      if (target) {
        rules.set(legacyPath, normalizeRoute(target.path));
      }
    }
  }
  return [...rules].map(([from, to]) => ({from, to})).sort((a, b) => a.from.localeCompare(b.from));
}

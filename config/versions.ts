/**
 * The one description of the documentation versions.
 *
 * `versions.json` (read by the docs plugin) is the ordered list of version
 * names, newest first. Everything else that config, pages, plugins and tests
 * need to know about a version is derived here from that list plus the few
 * per-version facts below.
 */
import versionNames from '../versions.json';

/** Served with all their routes, but left out of the navbar dropdown. */
const ARCHIVED_VERSIONS: readonly string[] = ['1.10.1'];

/**
 * Versions whose routes of `data/site-map.json` are still being written. The
 * route test checks every other version exhaustively; for these it only
 * checks that whatever exists matches the reference. A version cut later
 * starts here and leaves once all its pages exist.
 */
const INCOMPLETE_VERSIONS: readonly string[] = [];

/** Versions that use the `start/` + `api/` layout introduced with 3.9.0. */
const START_LAYOUT_VERSIONS: readonly string[] = ['4.0.0', '3.9.0'];

export type DocsLayout = 'start-api' | 'icicle';

export interface DocsVersion {
  /** Version name as in versions.json, e.g. `3.8.0`. */
  readonly name: string;
  /** URL prefix: `''` for the latest version, `/3.8.0` for the others. */
  readonly routePrefix: string;
  /** Root URL of the version (its main document). */
  readonly rootPath: string;
  /** Git tag of the library release the version documents. */
  readonly gitTag: string;
  readonly isLatest: boolean;
  readonly archived: boolean;
  readonly complete: boolean;
  readonly layout: DocsLayout;
}

function describeVersion(name: string, index: number): DocsVersion {
  const isLatest = index === 0;
  const routePrefix = isLatest ? '' : `/${name}`;
  return {
    name,
    routePrefix,
    rootPath: routePrefix || '/',
    gitTag: `v${name}`,
    isLatest,
    archived: ARCHIVED_VERSIONS.includes(name),
    complete: !INCOMPLETE_VERSIONS.includes(name),
    layout: START_LAYOUT_VERSIONS.includes(name) ? 'start-api' : 'icicle',
  };
}

export const docsVersions: readonly DocsVersion[] = versionNames.map(describeVersion);

export const latestVersion: DocsVersion = docsVersions[0]!;

/** Versions offered in the navbar dropdown, newest first. */
export const dropdownVersions: readonly DocsVersion[] = docsVersions.filter((v) => !v.archived);

export function findVersion(name: string): DocsVersion | undefined {
  return docsVersions.find((v) => v.name === name);
}

/**
 * Versions to build. `DOCS_VERSIONS=latest` builds the latest version only and
 * `DOCS_VERSIONS=4.0.0,3.9.0` builds a chosen set, which keeps `npm start`
 * quick. Unset, every version is built.
 */
export function selectBuiltVersions(selection = process.env.DOCS_VERSIONS): readonly DocsVersion[] {
  if (!selection) {
    return docsVersions;
  }
  const names =
    selection.trim() === 'latest'
      ? [latestVersion.name]
      : selection
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  const unknown = names.filter((n) => !findVersion(n));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_VERSIONS names unknown versions: ${unknown.join(', ')}. Known: ${versionNames.join(', ')}.`,
    );
  }
  // The latest version is the site root, so it is always built.
  return docsVersions.filter((v) => v.isLatest || names.includes(v.name));
}

/**
 * Typed access to `data/site-map.json`, the page inventory of every version:
 * each doc's id, route, sidebar and title, and each sidebar's category tree.
 * The sidebar generator and the route tests read it through this module.
 */
import siteMapJson from '../../data/site-map.json';

export type SidebarName = 'GettingStartedSidebar' | 'apisidebar';

export interface ReferenceDoc {
  id: string;
  path: string;
  sidebar: SidebarName | null;
  title: string;
}

export interface ReferenceLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
}

export interface ReferenceCategory {
  type: 'category';
  label: string;
  href?: string;
  items: ReferenceSidebarItem[];
}

export type ReferenceSidebarItem = ReferenceLink | ReferenceCategory;

export interface ReferenceVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  banner: string | null;
  docs: ReferenceDoc[];
  sidebars: Partial<Record<SidebarName, ReferenceSidebarItem[]>>;
}

export const referenceVersions = (siteMapJson as {versions: ReferenceVersion[]}).versions;

export function referenceVersion(name: string): ReferenceVersion {
  const version = referenceVersions.find((v) => v.name === name);
  if (!version) {
    throw new Error(`Version ${name} is not in data/site-map.json`);
  }
  return version;
}

/** Route paths are compared without a trailing slash, as the site serves them. */
export function normalizeRoute(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
}

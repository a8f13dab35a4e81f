/**
 * Turns a reference sidebar tree (data/site-map.json) into the docs plugin's
 * sidebar format, keeping only docs that exist.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {normalizeRoute, type ReferenceSidebarItem, type ReferenceVersion} from './index';

export type ExistingDoc = (docId: string) => boolean;

type SidebarItem =
  | {type: 'doc'; id: string; label: string}
  | {type: 'link'; href: string; label: string}
  | {
      type: 'category';
      label: string;
      link?: {type: 'doc'; id: string};
      items: SidebarItem[];
    };

function convertItems(
  items: ReferenceSidebarItem[],
  docIdByRoute: Map<string, string>,
  exists: ExistingDoc,
): SidebarItem[] {
  const converted: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.docId) {
        converted.push({type: 'link', href: item.href, label: item.label});
      } else if (exists(item.docId)) {
        converted.push({type: 'doc', id: item.docId, label: item.label});
      }
      continue;
    }
    const linkDocId = item.href ? docIdByRoute.get(normalizeRoute(item.href)) : undefined;
    if (item.href && !linkDocId) {
      throw new Error(`Category "${item.label}" links to ${item.href}, which is no doc route`);
    }
    const children = convertItems(item.items, docIdByRoute, exists);
    const link = linkDocId && exists(linkDocId) ? {type: 'doc' as const, id: linkDocId} : undefined;
    if (children.length > 0) {
      converted.push({
        type: 'category',
        label: item.label,
        ...(link ? {link} : {}),
        items: children,
      });
    } else if (link) {
      // Only the category's own page is written so far: show it as a plain entry.
      converted.push({type: 'doc', id: link.id, label: item.label});
    }
  }
  return converted;
}

export function buildVersionSidebars(
  version: ReferenceVersion,
  exists: ExistingDoc,
): SidebarsConfig {
  const docIdByRoute = new Map(version.docs.map((doc) => [normalizeRoute(doc.path), doc.id]));
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(version.sidebars)) {
    const converted = convertItems(items ?? [], docIdByRoute, exists);
    if (converted.length > 0) {
      sidebars[name] = converted;
    }
  }
  return sidebars as SidebarsConfig;
}

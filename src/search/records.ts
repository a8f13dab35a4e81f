/**
 * The search record model, shared by the index builder (plugins/search-index)
 * and the in-browser search client.
 *
 * Records follow DocSearch's Docusaurus v3 crawler template, so the embedded
 * index and a hosted Algolia index hold the same records. Shards store pages
 * compactly (each page's blocks in document order, without the repeated
 * hierarchy); `expandPage` rebuilds the full records from them.
 */
import type {AsPlainObject} from 'minisearch';

import {HIERARCHY_LEVELS} from './hierarchy-levels';

export {HIERARCHY_LEVELS};
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Sorted on in this order, higher first: headings before text, then page rank, then position. */
  weight: {pageRank: number; level: number; position: number};
}

/** Level weights of the DocSearch crawler: lvl1 90 … lvl6 40, content 0. */
export const LEVEL_WEIGHT: Readonly<Record<RecordType, number>> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** Block depth of text: a paragraph, list item, table row or admonition. */
export const TEXT_BLOCK = 0;
/** Block depth of the identifiers of a code block, space-separated: searched, never shown. */
export const CODE_BLOCK = -1;

/**
 * One block of a page: a heading (depth `1`–`6`, with its anchor), text
 * (`TEXT_BLOCK`) or the identifiers of a code block (`CODE_BLOCK`).
 */
export type PageBlock = [depth: number, text: string, anchor?: string];

/**
 * What a page is, for ranking: reference pages before overviews, migration
 * guides and posts; troubleshooting pages (the FAQ) are a list of
 * independent entries, each judged on its own.
 */
export type PageKind =
  'reference' | 'guide' | 'troubleshooting' | 'overview' | 'migration' | 'release-notes' | 'blog';

export interface IndexedPage {
  route: string;
  lvl0: string;
  language: string;
  docusaurus_tag: string;
  /** The page kind's weight in percent: the hosted index's `customRanking`. */
  pageRank: number;
  /** The page's meta description. */
  description: string;
  /** The binding the page belongs to, if any. */
  binding: 'cpp' | 'rust' | 'go' | null;
  kind: PageKind;
  blocks: PageBlock[];
}

/**
 * The messages the library prints at a docs version's tag, as the message
 * catalogue of its FAQ page explains them (plugins/message-catalogue).
 */
export interface ShardMessages {
  /** The page that holds the catalogue. */
  route: string;
  /** Each message template (`{}` for a run-time value) with the anchor of its entry. */
  entries: [template: string, anchor: string][];
  /** Words of what the library prints around its messages: log prefixes, panic headers. */
  decoration: string[];
}

/** A shard file: the pages of one docs version, or of the rest of the site. */
export interface SearchShard {
  name: string;
  pages: IndexedPage[];
  /** The version's message catalogue, for pasted messages (src/search/messages.ts). */
  messages?: ShardMessages;
  /**
   * The terms the version's pages name (src/search/topic-terms.ts
   * `shardNamedTerms`), sorted, written by the build: "not in this version"
   * checks a query's topics against them on every short query, and
   * analysing every page for them took 50–290 ms on the first one.
   * Without it they are computed from the pages.
   */
  named?: string[];
  /**
   * The shard's search index as MiniSearch serializes it
   * (`ShardIndex.serializedIndex`), written by the build so that browsers
   * load it (40–90 ms) instead of building it from the pages (250–450 ms).
   * Without it the index is built.
   */
  index?: AsPlainObject;
}

/** A hierarchy with its group (`lvl0`) and, if given, its page title (`lvl1`). */
export function hierarchyOf(lvl0: string, lvl1: string | null = null): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/**
 * Full records of a page, in document order, as DocSearch's crawler would
 * write them for a hosted index (code identifiers are not records there).
 * Hosted records carry absolute URLs, and the theme's result processing
 * parses them as such, so `siteUrl` (the site's origin, e.g.
 * `https://dev.ingonyama.com`) is put in front.
 */
export function expandPage(page: IndexedPage, siteUrl = ''): SearchRecord[] {
  const pageUrl = `${siteUrl.replace(/\/$/, '')}${page.route}`;
  const hierarchy = hierarchyOf(page.lvl0);
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  page.blocks.forEach(([depth, text, blockAnchor], position) => {
    if (depth === CODE_BLOCK) return;
    const type: RecordType = depth === 0 ? 'content' : (`lvl${depth}` as RecordType);
    if (depth > 0) {
      hierarchy[`lvl${depth}` as HierarchyLevel] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper++) {
        hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
      }
      anchor = depth === 1 ? null : (blockAnchor ?? anchor);
    }
    records.push({
      objectID: `${page.route}#${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content: depth === 0 ? text : null,
      language: page.language,
      docusaurus_tag: page.docusaurus_tag,
      weight: {pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position},
    });
  });
  return records;
}

/**
 * The index of one shard: its pages cut into sections, the fields of the
 * MiniSearch documents with their weights, and the index the build wrote
 * into the shard, loaded. Building an index from the pages (the documents
 * and what goes in each field) is ./index-build.ts: the build does it, and
 * the browser only for a shard without its index.
 */
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {indexTerms} from './analysis';
import {sectionsOf, type Section} from './pages';
import type {IndexedPage, SearchShard, ShardMessages} from './records';
import {SEARCH_SETTINGS} from './settings';

export interface IndexedDocument {
  id: number;
  title?: string;
  context?: string;
  description?: string;
  headings?: string;
  text?: string;
  code?: string;
}

/**
 * Field weights: the page title over headings, over the page's group and
 * description, over text, over code identifiers.
 */
export const FIELD_BOOST = SEARCH_SETTINGS.index.fieldBoost;

/** The fields of the index, in the order of FIELD_BOOST (a serialized index numbers them so). */
export const FIELDS = Object.keys(FIELD_BOOST) as (keyof typeof FIELD_BOOST)[];

/**
 * Anchors of the message catalogue on the FAQ pages (plugins/message-catalogue):
 * `messages-…` for its heading and the area headings, `msg-<id>` for an entry.
 */
const CATALOGUE_ANCHOR = /^(?:msg|messages)-/;

/**
 * True for a heading of the message catalogue: an area ("MSM") that groups
 * entries, or an entry whose heading quotes a message.
 */
export function isCatalogueSection(section: Section): boolean {
  return CATALOGUE_ANCHOR.test(section.anchor ?? '');
}

/** MiniSearch's options: the same to build an index and to load a serialized one. */
export const INDEX_OPTIONS = {
  fields: FIELDS,
  storeFields: [],
  tokenize: indexTerms,
  processTerm: (term: string) => term,
};

/** A shard's pages and sections with their MiniSearch index. */
export class ShardIndex {
  /** The shard's name: its docs version, or `site`. */
  readonly name: string;
  readonly pages: IndexedPage[];
  readonly sections: Section[];
  /** Sections of each page, by page number. */
  readonly sectionsOfPage: number[][];
  readonly index: MiniSearch<IndexedDocument>;
  /** The version's message catalogue, when the shard has one. */
  readonly messages: ShardMessages | undefined;
  /** The terms the shard's pages name, when the build wrote them (SearchShard.named). */
  readonly named: ReadonlySet<string> | undefined;

  /**
   * A shard with the index the build wrote into it, or with `index`, an
   * index of its documents (./index-build.ts makes one from the pages).
   */
  constructor(shard: SearchShard, index?: MiniSearch<IndexedDocument>) {
    this.name = shard.name;
    this.pages = shard.pages;
    this.messages = shard.messages;
    this.named = shard.named && new Set(shard.named);
    this.sections = [];
    this.sectionsOfPage = [];
    shard.pages.forEach((page, pageIndex) => {
      const sections = sectionsOf(page, pageIndex);
      this.sectionsOfPage.push(
        sections.map((_, i) => this.pages.length + this.sections.length + i),
      );
      this.sections.push(...sections);
    });
    if (index) {
      this.index = index;
    } else if (shard.index) {
      // A shard written by the build carries its index ready to load.
      this.index = MiniSearch.loadJS<IndexedDocument>(shard.index, INDEX_OPTIONS);
    } else {
      throw new Error(
        `Search shard ${shard.name} has no index: build one with buildShardIndex (./index-build.ts)`,
      );
    }
  }

  /** The index as MiniSearch serializes it. */
  serializedIndex(): AsPlainObject {
    return this.index.toJSON();
  }

  /** The page a document belongs to. */
  pageOf(documentId: number): number {
    return documentId < this.pages.length
      ? documentId
      : this.sections[documentId - this.pages.length]!.page;
  }

  /** The part of a page before its first subheading. */
  introOf(pageIndex: number): Section | undefined {
    return this.sectionsOfPage[pageIndex]!.map((id) => this.section(id)!).find(
      (section) => section.depth === 1,
    );
  }

  section(documentId: number): Section | null {
    return documentId < this.pages.length ? null : this.sections[documentId - this.pages.length]!;
  }
}

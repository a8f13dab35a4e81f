/**
 * The index of one shard: its pages cut into sections, the MiniSearch
 * documents they become (one per page: title, sidebar group and binding,
 * description; one per section: heading path, text, code identifiers), the
 * fields with their weights, and building the index from the pages or
 * loading the one the build wrote into the shard.
 */
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {indexTerms, type Binding} from './analysis';
import {pageTitle, sectionsOf, type Section} from './pages';
import {HIERARCHY_LEVELS, type IndexedPage, type SearchShard, type ShardMessages} from './records';
import {SEARCH_SETTINGS} from './settings';

const {sharedHeadingPages} = SEARCH_SETTINGS.index;

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

/** What a binding page is also found by: its binding's names. */
const BINDING_CONTEXT: Readonly<Record<Binding, string>> = {
  cpp: 'C++',
  rust: 'Rust',
  go: 'Go Golang',
};

/**
 * The words of a page's slug that its title lacks: readers also name pages
 * by their URL ("faq_and_troubleshooting", "migrate_from_v3").
 */
function slugWords(page: IndexedPage): string {
  const slug = page.route.split('/').at(-1) ?? '';
  const titleTerms = new Set(indexTerms(pageTitle(page)));
  return slug
    .split(/[_-]+/)
    .filter((word) => !indexTerms(word).every((term) => titleTerms.has(term)))
    .join(' ');
}

/** The heading path of a section below the page title. */
function headingPath(section: Section): string {
  return HIERARCHY_LEVELS.slice(2, section.depth + 1)
    .map((level) => section.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

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
const INDEX_OPTIONS = {
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

  constructor(shard: SearchShard) {
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
    // A shard written by the build carries its index ready to load.
    this.index = shard.index
      ? MiniSearch.loadJS<IndexedDocument>(shard.index, INDEX_OPTIONS)
      : this.build();
  }

  /** The index as MiniSearch serializes it. */
  serializedIndex(): AsPlainObject {
    return this.index.toJSON();
  }

  private build(): MiniSearch<IndexedDocument> {
    const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
    const documents: IndexedDocument[] = this.pages.map((page, id) => {
      // A troubleshooting page's entries stand alone: its sidebar group
      // ("Integration & Support") and its description, which lists the
      // problems it covers, are not matched with each of them.
      const entries = page.kind === 'troubleshooting';
      return {
        id,
        title: pageTitle(page),
        context: entries
          ? slugWords(page)
          : [page.lvl0, page.binding ? BINDING_CONTEXT[page.binding] : '', slugWords(page)].join(
              ' ',
            ),
        description: entries ? '' : page.description,
      };
    });
    // Headings that many pages share ("Example", "Errors and pitfalls",
    // "Supported curves and fields") are structure, not topic: their words
    // count as text.
    const pagesWithHeading = new Map<string, Set<number>>();
    for (const section of this.sections) {
      const key = headingPath(section).toLowerCase();
      if (!pagesWithHeading.has(key)) pagesWithHeading.set(key, new Set());
      pagesWithHeading.get(key)!.add(section.page);
    }
    this.sections.forEach((section, i) => {
      const path = headingPath(section);
      // A heading many pages share is structure; the message catalogue's
      // headings group entries or quote messages (src/search/messages.ts
      // matches those whole). None names the section's topic: their words
      // count as text.
      const shared =
        (pagesWithHeading.get(path.toLowerCase())?.size ?? 0) >= sharedHeadingPages ||
        isCatalogueSection(section);
      documents.push({
        id: this.pages.length + i,
        headings: shared ? '' : path,
        text: [...(shared ? [path] : []), ...section.blocks].join('\n'),
        code: section.code,
      });
    });
    index.addAll(documents);
    return index;
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

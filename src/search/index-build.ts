/**
 * Building a shard's index from its pages: the MiniSearch documents (one
 * per page: title, sidebar group and binding, slug words, description; one
 * per section: heading path, text, code identifiers) and what goes in each
 * field. The build runs it (plugins/search-index) and writes the result into
 * the shard; the browser loads that (./shard-index.ts) and needs this module
 * only for a shard without its index, so the search worker loads it on
 * demand.
 */
import MiniSearch from 'minisearch';
import {indexTerms, type Binding} from './analysis';
import {pageTitle, type Section} from './pages';
import {HIERARCHY_LEVELS, type IndexedPage, type SearchShard} from './records';
import {SEARCH_SETTINGS} from './settings';
import {INDEX_OPTIONS, isCatalogueSection, ShardIndex, type IndexedDocument} from './shard-index';

const {sharedHeadingPages} = SEARCH_SETTINGS.index;

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

/** The shard with an index built from its pages. */
export function buildShardIndex(shard: SearchShard): ShardIndex {
  const miniSearch = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  // The sections (and the document ids after the pages) are the loaded index's.
  const index = new ShardIndex(shard, miniSearch);
  const documents: IndexedDocument[] = shard.pages.map((page, id) => {
    // A troubleshooting page's entries stand alone: its sidebar group
    // ("Integration & Support") and its description, which lists the
    // problems it covers, are not matched with each of them.
    const entries = page.kind === 'troubleshooting';
    return {
      id,
      title: pageTitle(page),
      context: entries
        ? slugWords(page)
        : [page.lvl0, page.binding ? BINDING_CONTEXT[page.binding] : '', slugWords(page)].join(' '),
      description: entries ? '' : page.description,
    };
  });
  // The pages each heading path stands on, to find the shared ones below.
  const pagesWithHeading = new Map<string, Set<number>>();
  for (const section of index.sections) {
    const key = headingPath(section).toLowerCase();
    if (!pagesWithHeading.has(key)) pagesWithHeading.set(key, new Set());
    pagesWithHeading.get(key)!.add(section.page);
  }
  index.sections.forEach((section, i) => {
    const path = headingPath(section);
    // A heading many pages share ("Example", "Errors and pitfalls",
    // "Supported curves and fields") is structure; the message catalogue's
    // headings group entries or quote messages (src/search/messages.ts
    // matches those whole). None names the section's topic: their words
    // count as text.
    const shared =
      (pagesWithHeading.get(path.toLowerCase())?.size ?? 0) >= sharedHeadingPages ||
      isCatalogueSection(section);
    documents.push({
      id: shard.pages.length + i,
      headings: shared ? '' : path,
      text: [...(shared ? [path] : []), ...section.blocks].join('\n'),
      code: section.code,
    });
  });
  miniSearch.addAll(documents);
  return index;
}

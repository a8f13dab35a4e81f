/**
 * What pages are about, for "not in this version" (./version-notice.ts) and
 * the build's availability table (plugins/search-index/availability.ts).
 *
 * - A page is about the terms of its title and slug (`titleTerms`): only
 *   such a page is sent to from a notice ("FRI is documented from 3.7.0").
 * - A version names a term when one of its pages has it in its title, slug
 *   or a heading, or uses it as an API name (`namedTerms`): a version that
 *   names a topic documents it, and gets no notice. Prose does not count:
 *   "FRI-based provers" on an NTT page or "FRI arrives in 3.7.0" in a FAQ
 *   does not document FRI.
 */
import {indexTerms} from './analysis';
import {pageTitle} from './pages';
import {CODE_BLOCK, TEXT_BLOCK, type IndexedPage, type PageKind} from './records';

/** Terms that name a topic: not a number, not a single letter. */
const isTopicTerm = (term: string) => term.length > 1 && !/^\d+$/.test(term);
/** An identifier as the index keeps it whole: words joined by `_`, `::` or `.`. */
const IDENTIFIER = /[_:.]/;

/** The terms of a page's title and slug. */
export function titleTerms(page: IndexedPage): Set<string> {
  const slug = (page.route.split('/').at(-1) ?? '').replace(/[-_]+/g, ' ');
  return new Set([...indexTerms(pageTitle(page)), ...indexTerms(slug)].filter(isTopicTerm));
}

/** The terms a page names: title, slug, headings, and the API names of its text and code. */
export function namedTerms(page: IndexedPage): Set<string> {
  const terms = titleTerms(page);
  for (const [depth, text] of page.blocks) {
    const found =
      depth > 0
        ? indexTerms(text)
        : depth === TEXT_BLOCK || depth === CODE_BLOCK
          ? indexTerms(text).filter((term) => IDENTIFIER.test(term))
          : [];
    for (const term of found) if (isTopicTerm(term)) terms.add(term);
  }
  return terms;
}

/**
 * Pages that name other versions' features in passing: the FAQ ("Where are
 * sumcheck and FRI?"), migration guides and release notes. Only what they
 * are about counts for their version, not their headings.
 */
const MENTIONING_KINDS: ReadonlySet<PageKind> = new Set([
  'troubleshooting',
  'migration',
  'release-notes',
]);

/** The terms a version's pages name: what "not in this version" checks a query's topics against. */
export function shardNamedTerms(pages: readonly IndexedPage[]): Set<string> {
  return new Set(
    pages.flatMap((page) => [
      ...(MENTIONING_KINDS.has(page.kind) ? titleTerms(page) : namedTerms(page)),
    ]),
  );
}

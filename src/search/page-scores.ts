/**
 * Page scores: the pages of one shard a query touches, each scored as its
 * best section together with the page, plus part of what its other
 * sections add, times the page kind's weight, the binding factor and the
 * spread of the query's identifiers over its sections. What the results
 * show of a page (its sections that matched on their own, the terms to
 * highlight) is collected on the way.
 */
import {indexTerms, type Binding} from './analysis';
import {
  compileConcepts,
  scoreConcept,
  type CompiledConcept,
  type ConceptScore,
} from './concept-score';
import {PAGE_KIND_WEIGHT, sectionHeading, type Section} from './pages';
import type {ParsedQuery} from './query';
import type {IndexedPage} from './records';
import {SEARCH_SETTINGS} from './settings';
import type {ShardIndex} from './shard-index';
import type {DocumentMatches} from './term-search';

const {
  otherSections,
  entryPageOtherSections,
  identifierSpread,
  identifierSpreadSections,
  troubleshootingForTopics,
} = SEARCH_SETTINGS.ranking;
const {
  named,
  other,
  prior,
  preferred: preferredFactor,
  page: pageFactor,
  notPreferred,
} = SEARCH_SETTINGS.binding;

export interface SectionMatch {
  section: Section;
  score: number;
  /** Matched index terms, for highlighting. */
  terms: Set<string>;
  /** The heading itself matched (not only the text). */
  headingMatched: boolean;
}

export interface PageMatch {
  shard: ShardIndex;
  pageIndex: number;
  page: IndexedPage;
  score: number;
  /** The query's concepts the page matches, by index. */
  coveredConcepts: Set<number>;
  /**
   * How exactly the identifiers of the query match: for each, 2 when the
   * page has it as typed, 1 for its trailing name, 0 for its words only.
   */
  identifierTier: number;
  /** 1 when the page has most of a long query word for word (see `phraseWords` in the settings). */
  phraseTier: number;
  /**
   * How well a pasted message or quoted symptom matches an entry of the page
   * (./messages.ts), 0 when none does: matched entries come first.
   */
  messageScore: number;
  /** Sections that matched something on their own, best first. */
  sections: SectionMatch[];
  /** Index terms matched anywhere on the page, for highlighting. */
  terms: Set<string>;
  /** The index terms each query concept matched on the page, in query order. */
  conceptTerms: Set<string>[];
}

export interface SearchOptions {
  /** Pages to leave out (facet filters). */
  filter?: (page: IndexedPage) => boolean;
  /**
   * The reader's binding (the binding switch and tabs remember it): when the
   * query names none, that binding's pages go first among comparable hits.
   */
  preferredBinding?: Binding;
  /**
   * The binding of the page the reader searches from: it steers like a
   * stored choice when the query names none and none is stored.
   */
  pageBinding?: Binding;
}

/**
 * The factor of a binding page's score for this query and reader: a binding
 * the query names wins, then the reader's stored choice, then the binding of
 * the page they search from, then the prior (C++ first).
 */
export function bindingFactor(
  pageBinding: Binding,
  queryBindings: readonly Binding[],
  preferred?: Binding,
  current?: Binding,
): number {
  if (queryBindings.length > 0) {
    return queryBindings.includes(pageBinding) ? named : other;
  }
  if (preferred) return pageBinding === preferred ? preferredFactor : notPreferred;
  if (current) return pageBinding === current ? pageFactor : notPreferred;
  return prior[pageBinding];
}

/** The pages with at least one matching document, each with its matching sections' documents. */
function touchedPages(
  shard: ShardIndex,
  cache: ReadonlyMap<string, DocumentMatches>,
): Map<number, Set<number>> {
  const touched = new Map<number, Set<number>>();
  for (const matches of cache.values()) {
    for (const documentId of matches.keys()) {
      const page = shard.pageOf(documentId);
      if (!touched.has(page)) touched.set(page, new Set());
      if (documentId >= shard.pages.length) touched.get(page)!.add(documentId);
    }
  }
  return touched;
}

/** Scores the pages of one shard the query touches; they come back unsorted. */
export function scorePages(
  shard: ShardIndex,
  query: ParsedQuery,
  options: SearchOptions = {},
): PageMatch[] {
  const cache = new Map<string, DocumentMatches>();
  const concepts = compileConcepts(shard, query, cache);
  const pages: PageMatch[] = [];
  for (const [pageIndex, sectionDocuments] of touchedPages(shard, cache)) {
    const page = shard.pages[pageIndex]!;
    if (options.filter && !options.filter(page)) continue;
    const match = scorePage(shard, pageIndex, sectionDocuments, concepts, query, options);
    if (match) pages.push(match);
  }
  return pages;
}

/** The score of one page, or null when no concept matches it. */
function scorePage(
  shard: ShardIndex,
  pageIndex: number,
  sectionDocuments: ReadonlySet<number>,
  concepts: readonly CompiledConcept[],
  query: ParsedQuery,
  options: SearchOptions,
): PageMatch | null {
  const page = shard.pages[pageIndex]!;
  // The page alone, then each matching section with its page.
  const units: (number | null)[] = [null, ...sectionDocuments];
  const covered = new Map<number, ConceptScore>(); // Best match per concept on the page.
  const conceptTerms = concepts.map(() => new Set<string>());
  // Sections where each identifier of the query appears as typed.
  const identifierSections = concepts.map(() => 0);
  let best: {coverage: number; tier: number; score: number; concepts: Set<number>} | null = null;
  const sectionMatches: SectionMatch[] = [];
  for (const unit of units) {
    let coverage = 0;
    const unitConcepts = new Set<number>();
    let tier = 0;
    let score = 0;
    let ownScore = 0;
    const terms = new Set<string>();
    concepts.forEach(({alternatives}, c) => {
      const match = scoreConcept(alternatives, pageIndex, unit);
      if (!match) return;
      coverage += 1;
      unitConcepts.add(c);
      tier += match.tier;
      score += match.score;
      match.terms.forEach((term) => conceptTerms[c]!.add(term));
      const previous = covered.get(c);
      if (
        !previous ||
        match.tier > previous.tier ||
        (match.tier === previous.tier && match.score > previous.score)
      ) {
        covered.set(c, match);
      }
      if (unit !== null) {
        const own = scoreConcept(alternatives, -1, unit);
        if (own) {
          ownScore += own.score;
          own.terms.forEach((term) => terms.add(term));
          if (own.tier > 0) identifierSections[c]! += 1;
        }
      }
    });
    // The page is as good as its best section with the page around it.
    if (
      !best ||
      coverage > best.coverage ||
      (coverage === best.coverage &&
        (tier > best.tier || (tier === best.tier && score > best.score)))
    ) {
      best = {coverage, tier, score, concepts: unitConcepts};
    }
    if (unit !== null && ownScore > 0) {
      const section = shard.section(unit)!;
      const heading = sectionHeading(section);
      const headingTerms = new Set(indexTerms(heading));
      const headingMatched = [...terms].some((term) => headingTerms.has(term));
      sectionMatches.push({section, score: ownScore, terms, headingMatched});
    }
  }
  if (!best || covered.size === 0) return null;
  const extra = [...covered.values()].reduce((sum, match) => sum + match.score, 0) - best.score;
  // A troubleshooting page is a list of independent entries: it is as good as its best one.
  const entries = page.kind === 'troubleshooting';
  const share = entries && !query.seeksHelp ? entryPageOtherSections : otherSections;
  let score = best.score + share * Math.max(0, extra);
  score *=
    entries && !query.seeksHelp ? troubleshootingForTopics : (PAGE_KIND_WEIGHT[page.kind] ?? 1);
  if (page.binding) {
    score *= bindingFactor(
      page.binding,
      query.bindings,
      options.preferredBinding,
      options.pageBinding,
    );
  }
  let identifierTier = 0;
  concepts.forEach(({concept}, c) => {
    if (!concept.identifier) return;
    identifierTier += covered.get(c)?.tier ?? 0;
    // The page that documents an identifier uses it in several sections
    // (signature, parameters, example, pitfalls); a page that mentions it does so once.
    const sections = identifierSections[c]!;
    if (sections > 1 && !entries) {
      score *= 1 + identifierSpread * Math.min(sections - 1, identifierSpreadSections);
    }
  });
  const terms = new Set<string>();
  for (const match of covered.values()) match.terms.forEach((term) => terms.add(term));
  sectionMatches.sort((a, b) => b.score - a.score);
  return {
    shard,
    pageIndex,
    page,
    score,
    // A troubleshooting entry answers alone: for a topic, the page covers
    // what its best entry covers (words met in other entries count as missing).
    coveredConcepts: entries && !query.seeksHelp ? best.concepts : new Set(covered.keys()),
    identifierTier,
    phraseTier: 0,
    messageScore: 0,
    sections: sectionMatches,
    terms,
    conceptTerms,
  };
}

/**
 * The site's search engine: text analysis, the index of a shard, query
 * parsing with synonyms, and ranking. Pure code without DOM, shared by the
 * search worker (modal and /search), the build plugin, the relevance
 * evaluation and the tests. MiniSearch holds the inverted index and scores
 * single terms (BM25 with field boosts, prefix and typo tolerance); the rules
 * that make a docs search useful are here:
 *
 * - Analysis: identifiers are kept whole and split into their words
 *   (`get_default_msm_config`, `Poseidon2::new`, `msm.Msm`,
 *   `GetDefaultMSMConfig`), English words are stemmed (Porter), binding
 *   names are folded (`c++`/`cpp`, `golang`/`go`).
 * - Query: binding words name a binding; synonym phrases of
 *   data/search-synonyms.json become one concept with alternatives; stop
 *   words are dropped; the last word also matches as a prefix (typing);
 *   words of 4 letters or more tolerate typos.
 * - Index: one document per page (title, sidebar group and binding,
 *   description) and one per section (heading path, text, code
 *   identifiers). A section is scored together with its page, so "rust
 *   sumcheck" matches the section of a page whose group is Rust.
 * - Ranking, per page ("distinct by page"): pages with the query's
 *   identifiers as typed first ("exact API names win"), then pages with
 *   most of a long query word for word (a pasted error message), then by
 *   score: the best section with its page, plus part of what the other
 *   sections add, times the page kind's weight (reference and guides above
 *   overviews, migration guides and posts), the binding the query names,
 *   word proximity, and a cut for each missing concept in proportion to how
 *   telling it is (optional words: a query never fails because one word is
 *   missing). The sections that matched on their own come back under their
 *   page, best first.
 *
 * The README (Search) explains each rule; test/search/queries.json measures
 * them (`npm run search:eval`).
 */
import type {SearchResult} from 'minisearch';
import {indexTerms, wordTerms, type Binding} from './analysis';
import {PAGE_KIND_WEIGHT, pageTitle, sectionHeading, type Section} from './pages';
import {parseQuery, type ParsedQuery} from './query';
import type {IndexedPage} from './records';
import {SEARCH_SETTINGS} from './settings';
import {FIELD_BOOST, FIELDS, type ShardIndex} from './shard-index';

export {analyzeText, indexTerms, normalizeWord, type AnalyzedRun, type Binding} from './analysis';
export {compileSynonyms, parseQuery, type Concept, type ParsedQuery} from './query';
export {PAGE_KIND_WEIGHT, pageKindOf, pageTitle, sectionsOf, type Section} from './pages';
export {FIELD_BOOST, ShardIndex, type IndexedDocument} from './shard-index';

// ---------------------------------------------------------------------------
// Ranking
// ---------------------------------------------------------------------------

/** How a query term matched one document. */
interface TermMatch {
  score: number;
  /** The index terms it matched (for highlighting). */
  terms: string[];
  /** Matched as typed (not by prefix, typo tolerance or a shorter form). */
  exact: boolean;
}

/** Typo tolerance: none up to 3 letters, one edit from 4, two from 7; identifiers from 8. */
export function fuzziness(term: string): number | false {
  const {identifierTypoFrom, twoTyposFrom, oneTypoFrom} = SEARCH_SETTINGS.matching;
  if (/[0-9_:.]/.test(term)) return term.length >= identifierTypoFrom ? 1 : false;
  return term.length >= twoTyposFrom ? 2 : term.length >= oneTypoFrom ? 1 : false;
}

/**
 * Shorter forms of a word's stem that also match it, for derived words the
 * stemmer keeps apart ("addition" → `addit` also finds `add`, "configuration"
 * → `configur` finds `config`): down to 60% of the stem and at most three
 * letters shorter, never below three letters.
 */
export function shorterForms(term: string): string[] {
  const {shorterFormsFrom, shortestForm, shorterFormMaxCut, shorterFormMinShare} =
    SEARCH_SETTINGS.matching;
  if (term.length < shorterFormsFrom || !/^[a-z]+$/.test(term)) return [];
  const shortest = Math.max(
    shortestForm,
    term.length - shorterFormMaxCut,
    Math.ceil(term.length * shorterFormMinShare),
  );
  const forms: string[] = [];
  for (let length = term.length - 1; length >= shortest; length--)
    forms.push(term.slice(0, length));
  return forms;
}

const {fuzzyWeight, prefixWeight, shorterFormWeight} = SEARCH_SETTINGS.matching;
const {otherSections, identifierSpread, identifierSpreadSections, missingPenalty, proximity} =
  SEARCH_SETTINGS.ranking;
const {named, other, prior, preferred: preferredFactor} = SEARCH_SETTINGS.binding;

/** The factor of a binding page's score for this query and reader. */
export function bindingFactor(
  pageBinding: Binding,
  queryBindings: readonly Binding[],
  preferred?: Binding,
): number {
  if (queryBindings.length > 0) {
    return queryBindings.includes(pageBinding) ? named : other;
  }
  if (preferred) return pageBinding === preferred ? preferredFactor : 1;
  return prior[pageBinding];
}

/** Pages whose word proximity is measured (the best ones by the other criteria). */
const PROXIMITY_DEPTH = SEARCH_SETTINGS.ranking.proximityDepth;

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
  /** 1 when the page has most of a long query word for word (see `PHRASE_WORDS`). */
  phraseTier: number;
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
}

type DocumentMatches = Map<number, TermMatch>;

/** Fields a binding word is looked for in, next to other words: a title such as "Rust bindings" is no better a match for "rust" than any Rust page. */
const BINDING_WORD_FIELDS = FIELDS.filter((field) => field !== 'title');

function searchTerm(
  shard: ShardIndex,
  term: string,
  prefix: boolean,
  cache: Map<string, DocumentMatches>,
  fields: readonly string[] = FIELDS,
): DocumentMatches {
  const key = `${prefix ? '*' : ''}${fields.length}:${term}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const matches: DocumentMatches = new Map();
  const add = (results: SearchResult[], weight: number, exactTerm: string | null) => {
    for (const result of results) {
      const score = result.score * weight;
      const previous = matches.get(result.id as number);
      if (previous && previous.score >= score) continue;
      matches.set(result.id as number, {
        score,
        terms: result.terms,
        exact: exactTerm !== null && result.terms.includes(exactTerm),
      });
    }
  };
  const options = {
    tokenize: (text: string) => [text],
    processTerm: (text: string) => text,
    boost: FIELD_BOOST,
    fields: [...fields],
  };
  add(
    shard.index.search(term, {
      ...options,
      prefix,
      fuzzy: fuzziness(term),
      weights: {fuzzy: fuzzyWeight, prefix: prefixWeight},
    }),
    1,
    term,
  );
  for (const form of shorterForms(term)) {
    add(shard.index.search(form, options), shorterFormWeight, null);
  }
  cache.set(key, matches);
  return matches;
}

interface ConceptScore {
  score: number;
  terms: string[];
  exact: boolean;
  /** Tier of the alternative that matched (identifiers). */
  tier: number;
}

interface CompiledAlternative {
  terms: DocumentMatches[];
  weight: number;
  tier: number;
}

/**
 * How well a concept matches a section together with its page: the best
 * alternative whose terms all match in one of the two.
 */
function scoreConcept(
  alternatives: readonly CompiledAlternative[],
  pageDocument: number,
  sectionDocument: number | null,
): ConceptScore | null {
  let best: ConceptScore | null = null;
  for (const alternative of alternatives) {
    let sum = 0;
    const terms: string[] = [];
    let exact = true;
    let complete = true;
    for (const matches of alternative.terms) {
      const inPage = matches.get(pageDocument);
      const inSection = sectionDocument === null ? undefined : matches.get(sectionDocument);
      const match =
        inPage && inSection
          ? inPage.score >= inSection.score
            ? inPage
            : inSection
          : (inPage ?? inSection);
      if (!match) {
        complete = false;
        break;
      }
      sum += match.score;
      terms.push(...match.terms);
      exact &&= match.exact;
    }
    if (!complete) continue;
    const score = (sum / alternative.terms.length) * alternative.weight;
    const tier = exact ? alternative.tier : 0;
    if (!best || tier > best.tier || (tier === best.tier && score > best.score)) {
      // An identifier matched as typed keeps part of what its words add: the
      // page that documents `Poseidon2::new` also talks about Poseidon2.
      const words: number = best && best.tier === 0 && tier > 0 ? best.score : 0;
      best = {score: score + IDENTIFIER_WORDS_SHARE * words, terms, exact, tier};
    } else if (tier === 0 && best.tier > 0) {
      best.score += IDENTIFIER_WORDS_SHARE * score;
      best.terms.push(...terms);
    }
  }
  return best;
}

/** Share of an identifier's words' score added to the score of the identifier as typed. */
const IDENTIFIER_WORDS_SHARE = SEARCH_SETTINGS.query.identifierWordsShare;

/**
 * The longest chain of query concepts, in query order, that a text has as
 * consecutive words (stop words skipped): 6 for an error message pasted
 * whole, 1 when no two concepts are neighbours.
 */
export function longestChain(text: string, conceptTerms: readonly ReadonlySet<string>[]): number {
  return longestChainOf(text, conceptMasks(conceptTerms), conceptTerms.length);
}

/** For each index term of the query's concepts, the concepts it stands for, as a bit mask. */
function conceptMasks(conceptTerms: readonly ReadonlySet<string>[]): Map<string, number> {
  const masks = new Map<string, number>();
  conceptTerms.forEach((terms, c) => {
    for (const term of terms) masks.set(term, (masks.get(term) ?? 0) | (1 << c));
  });
  return masks;
}

function longestChainOf(
  text: string,
  masks: ReadonlyMap<string, number>,
  concepts: number,
): number {
  if (concepts < 2) return concepts;
  // Bit c of `ending` is set when a chain ends with concept c at the previous
  // word; `lengths[c]` is that chain's length.
  let ending = 0;
  let lengths = new Array<number>(concepts).fill(0);
  let next = new Array<number>(concepts).fill(0);
  let longest = 0;
  for (const terms of wordTerms(text)) {
    let mask = 0;
    for (const term of terms) mask |= masks.get(term) ?? 0;
    let nextEnding = 0;
    for (let c = 0; mask >> c !== 0; c++) {
      if (!(mask & (1 << c))) continue;
      const length = (c > 0 && ending & (1 << (c - 1)) ? lengths[c - 1]! : 0) + 1;
      next[c] = length;
      nextEnding |= 1 << c;
      if (length > longest) longest = length;
    }
    [lengths, next] = [next, lengths];
    ending = nextEnding;
  }
  return longest;
}

/** Searches one shard; pages come back unsorted (see `rankPages`). */
export function searchShard(
  shard: ShardIndex,
  query: ParsedQuery,
  options: SearchOptions = {},
): PageMatch[] {
  const cache = new Map<string, DocumentMatches>();
  const concepts = query.concepts.map((concept, index) => {
    const prefix = query.prefixLast && index === query.concepts.length - 1;
    const fields = concept.binding && query.concepts.length > 1 ? BINDING_WORD_FIELDS : FIELDS;
    return {
      concept,
      alternatives: concept.alternatives.map((alternative): CompiledAlternative => ({
        weight: alternative.weight,
        tier: alternative.tier ?? 0,
        terms: alternative.terms.map((term, i) =>
          searchTerm(shard, term, prefix && i === alternative.terms.length - 1, cache, fields),
        ),
      })),
    };
  });

  // Pages with at least one matching document.
  const touched = new Map<number, Set<number>>();
  for (const matches of cache.values()) {
    for (const documentId of matches.keys()) {
      const page = shard.pageOf(documentId);
      if (!touched.has(page)) touched.set(page, new Set());
      if (documentId >= shard.pages.length) touched.get(page)!.add(documentId);
    }
  }

  const pages: PageMatch[] = [];
  for (const [pageIndex, sectionDocuments] of touched) {
    const page = shard.pages[pageIndex]!;
    if (options.filter && !options.filter(page)) continue;
    // The page alone, then each matching section with its page.
    const units: (number | null)[] = [null, ...sectionDocuments];
    const covered = new Map<number, ConceptScore>(); // Best match per concept on the page.
    const conceptTerms = concepts.map(() => new Set<string>());
    // Sections where each identifier of the query appears as typed.
    const identifierSections = concepts.map(() => 0);
    let best: {coverage: number; tier: number; score: number} | null = null;
    const sectionMatches: SectionMatch[] = [];
    for (const unit of units) {
      let coverage = 0;
      let tier = 0;
      let score = 0;
      let ownScore = 0;
      const terms = new Set<string>();
      concepts.forEach(({alternatives}, c) => {
        const match = scoreConcept(alternatives, pageIndex, unit);
        if (!match) return;
        coverage += 1;
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
        best = {coverage, tier, score};
      }
      if (unit !== null && ownScore > 0) {
        const section = shard.section(unit)!;
        const heading = sectionHeading(section);
        const headingTerms = new Set(indexTerms(heading));
        const headingMatched = [...terms].some((term) => headingTerms.has(term));
        sectionMatches.push({section, score: ownScore, terms, headingMatched});
      }
    }
    if (!best || covered.size === 0) continue;
    const extra = [...covered.values()].reduce((sum, match) => sum + match.score, 0) - best.score;
    let score = best.score + otherSections * Math.max(0, extra);
    score *= PAGE_KIND_WEIGHT[page.kind] ?? 1;
    if (page.binding)
      score *= bindingFactor(page.binding, query.bindings, options.preferredBinding);
    let identifierTier = 0;
    concepts.forEach(({concept}, c) => {
      if (!concept.identifier) return;
      identifierTier += covered.get(c)?.tier ?? 0;
      // The page that documents an identifier uses it in several sections
      // (signature, parameters, example, pitfalls); a page that mentions it does so once.
      const sections = identifierSections[c]!;
      if (sections > 1) {
        score *= 1 + identifierSpread * Math.min(sections - 1, identifierSpreadSections);
      }
    });
    const terms = new Set<string>();
    for (const match of covered.values()) match.terms.forEach((term) => terms.add(term));
    sectionMatches.sort((a, b) => b.score - a.score);
    pages.push({
      shard,
      pageIndex,
      page,
      score,
      coveredConcepts: new Set(covered.keys()),
      identifierTier,
      phraseTier: 0,
      sections: sectionMatches,
      terms,
      conceptTerms,
    });
  }
  if (concepts.length > 1) {
    penalizeMissingConcepts(pages, shard.pages.length);
    applyProximity(pages);
  }
  return pages;
}

/**
 * Optional words: a page that lacks some of the query's concepts still
 * ranks, its score cut in proportion to how telling the missing concepts
 * are (their inverse page frequency on the shard): missing "own" in "add my
 * own elliptic curve" costs little, missing "elliptic" a lot. A query
 * therefore never returns nothing because of one word, and a strong match
 * of the words that matter beats a page that has every word once.
 */
function penalizeMissingConcepts(pages: PageMatch[], shardPages: number): void {
  const conceptCount = pages[0]?.conceptTerms.length ?? 0;
  const informativeness = Array.from({length: conceptCount}, (_, c) => {
    const pagesWith = pages.filter((match) => match.coveredConcepts.has(c)).length;
    return Math.log(1 + shardPages / Math.max(1, pagesWith));
  });
  const most = Math.max(...informativeness);
  for (const match of pages) {
    informativeness.forEach((value, c) => {
      if (!match.coveredConcepts.has(c)) match.score *= 1 - missingPenalty * (value / most);
    });
  }
}

/**
 * Multiplies the score of the best pages by how many query concepts they
 * have next to each other, in the query's order, in the title, a heading or
 * one text block: a pasted error message or a phrase beats the same words
 * spread over a page.
 */
function applyProximity(pages: PageMatch[]): void {
  rankPages(pages);
  for (const match of pages.slice(0, PROXIMITY_DEPTH)) {
    const texts = [
      pageTitle(match.page),
      ...match.sections.flatMap(({section}) => [sectionHeading(section), ...section.blocks]),
    ];
    const masks = conceptMasks(match.conceptTerms);
    let chain = 0;
    for (const text of texts) {
      chain = Math.max(chain, longestChainOf(text, masks, match.conceptTerms.length));
      if (chain === match.conceptTerms.length) break;
    }
    if (chain > 1) match.score *= 1 + proximity * (chain - 1);
    const concepts = match.conceptTerms.length;
    match.phraseTier = chain >= PHRASE_WORDS && chain >= PHRASE_SHARE * concepts ? 1 : 0;
  }
}

/**
 * A page that has most of a long query word for word (a pasted error
 * message, a sentence, a table cell) ranks above pages that only have its
 * words: at least this many query words in a row, and this share of them.
 */
const {phraseWords: PHRASE_WORDS, phraseShare: PHRASE_SHARE} = SEARCH_SETTINGS.ranking;

/**
 * Pages with the query's identifiers as typed first ("exact API names win"),
 * then pages with the query's words in a row, then by score.
 */
export function rankPages(pages: PageMatch[]): PageMatch[] {
  return pages.sort(
    (a, b) =>
      b.identifierTier - a.identifierTier || b.phraseTier - a.phraseTier || b.score - a.score,
  );
}

/** Searches shards and ranks their pages together. */
export function search(
  shards: readonly ShardIndex[],
  query: string,
  options: SearchOptions = {},
): PageMatch[] {
  const parsed = parseQuery(query);
  if (parsed.concepts.length === 0) return [];
  return rankPages(shards.flatMap((shard) => searchShard(shard, parsed, options)));
}

/**
 * The search engine's public face: what the build plugin
 * (plugins/search-index), the scripts and the client use of the engine,
 * from the modules that hold it. Pure code without DOM, shared by the search
 * worker (modal and /search), the build, the relevance evaluation and the
 * tests. MiniSearch holds the inverted index and scores single terms; the
 * rules that make a docs search useful are in the modules below, one job
 * each, and their numbers in ./settings.ts.
 *
 * - ./analysis.ts: runs, identifiers, stems, binding words, version numbers
 * - ./query.ts: concepts, synonyms, identifier alternatives, stop words
 * - ./pages.ts: sections of a page, title, page kind
 * - ./shard-index.ts: sections, fields, loading the index the build wrote
 * - ./index-build.ts: the documents of each field, building an index
 * - ./term-search.ts: one term's matches, typos, prefixes, shorter forms
 * - ./concept-score.ts, ./page-scores.ts: scores of concepts and pages
 * - ./proximity.ts: words in a row, the phrase tier
 * - ./ranking.ts: optional words and the order of pages
 */
export {analyzeText, indexTerms, normalizeWord, type AnalyzedRun, type Binding} from './analysis';
export {compileSynonyms, parseQuery, type Concept, type ParsedQuery} from './query';
export {PAGE_KIND_WEIGHT, pageKindOf, pageTitle, sectionsOf, type Section} from './pages';
export {FIELD_BOOST, ShardIndex, type IndexedDocument} from './shard-index';
export {buildShardIndex} from './index-build';
export {fuzziness, shorterForms} from './term-search';
export {bindingFactor, type PageMatch, type SearchOptions, type SectionMatch} from './page-scores';
export {longestChain} from './proximity';
export {rankPages, search, searchShard} from './ranking';

/**
 * Text analysis: how the engine cuts text into runs (words, identifiers,
 * version numbers, `c++`) and the index terms of each run. Identifiers are
 * kept whole and split into their words (snake_case parts, camelCase humps),
 * with their trailing paths (`icicle_core::msm::msm` is also `msm::msm`);
 * English words are stemmed (Porter); binding names fold together
 * (`c++`/`cpp`, `golang`/`go`); `v4.0.0` is found by `4`, `4.0` and `4.0.0`.
 * The index, queries, proximity and highlighting all analyse text here, so
 * they agree on what a word is.
 */
import {stemmer} from 'stemmer';
import {SEARCH_SETTINGS} from './settings';

const {stemMinLength, wordTermsCacheSize} = SEARCH_SETTINGS.analysis;

export type Binding = 'cpp' | 'rust' | 'go';

/**
 * A run of characters that belong together: words, identifiers with `_`,
 * `::`, `.` or `->` inside, version numbers, and `c++`.
 */
const RUN = /[\p{L}\p{N}_]+(?:(?:::|\.|->)[\p{L}\p{N}_]+)*(?:\+\+)?/gu;
/** Words inside an identifier: snake_case parts and camelCase humps (`MSMConfig` → MSM, Config). */
const HUMP = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+/g;
/** An acronym with a plural `s`: `MSMs`, `GPUs`, `APIs`. */
const PLURAL_ACRONYM = /^[A-Z]{2,}s$/;
const SEGMENT_SEPARATOR = /::|\.|->/;

/** Binding names as written, and the term each folds to. */
export const BINDING_TERMS: ReadonlyMap<string, Binding> = new Map([
  ['c++', 'cpp'],
  ['cpp', 'cpp'],
  ['cxx', 'cpp'],
  ['rust', 'rust'],
  ['go', 'go'],
  ['golang', 'go'],
]);

/** Words that carry no meaning in a query ("how do I …"); a query made only of them keeps them. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or ' +
    'our should so than that the their then there these this to was what when where which ' +
    'who why will with you your'
  ).split(' '),
);

/** A single letter: no word of a query ("a", the "s" of "what's") nor of a phrase. */
export const SINGLE_LETTER = /^[a-z]$/i;

const stemCache = new Map<string, string>();

/** A word's stem: Porter for plain words of `stemMinLength` letters or more, the word itself otherwise. */
function stem(word: string): string {
  if (word.length < stemMinLength || !/^[a-z]+$/.test(word)) return word;
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(word);
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** The index term of a word: folded binding names, stems. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return BINDING_TERMS.get(lower) ?? stem(lower);
}

/** One run of a text with the terms it is indexed under. */
export interface AnalyzedRun {
  /** The run as written. */
  text: string;
  /** Offset of the run in the text. */
  index: number;
  /** The whole identifier, lower case, when the run is compound; else null. */
  whole: string | null;
  /** Its words as index terms (a plain word has one). */
  parts: string[];
  /** Further whole forms: trailing paths of `a::b::c` (`b::c`) and a `-D` flag's name. */
  extra: string[];
}

const runCache = new Map<string, Omit<AnalyzedRun, 'index'>>();

/** A version number as written in text: `4.0.0`, `v3.8.0`, `3.x`, `v4`. */
const VERSION = /^v?(\d+)((?:\.(?:\d+|x))*)$/i;

function analyzeRun(text: string, flagPrefix: boolean): Omit<AnalyzedRun, 'index'> {
  const key = flagPrefix ? `-${text}` : text;
  const cached = runCache.get(key);
  if (cached) return cached;
  let result: Omit<AnalyzedRun, 'index'>;
  const lower = text.toLowerCase();
  const binding = BINDING_TERMS.get(lower);
  const version = VERSION.exec(lower);
  if (binding) {
    result = {text, whole: null, parts: [binding], extra: []};
  } else if (version && (version[2] || lower.startsWith('v'))) {
    // `v4.0.0` is found by `4`, `4.0` and `4.0.0`; `3.x` by `3`.
    const numbers = [version[1]!, ...version[2]!.split('.').slice(1)].filter((n) => n !== 'x');
    const prefixes = numbers.map((_, i) => numbers.slice(0, i + 1).join('.'));
    result = {text, whole: null, parts: [prefixes.at(-1)!], extra: prefixes.slice(0, -1)};
  } else {
    const body = text.replace(/\+\+$/, '');
    const segments = body.split(SEGMENT_SEPARATOR);
    const words = segments.flatMap((segment) =>
      segment.split('_').flatMap((piece) => piece.match(HUMP) ?? []),
    );
    const parts = words
      .map((word) => word.toLowerCase())
      .filter((word) => word.length > 1 || /[0-9]/.test(word))
      .map(normalizeWord);
    // The plural of an acronym ("MSMs", "GPUs", "NTTs") is a word, not an identifier.
    const compound = (segments.length > 1 || words.length > 1) && !PLURAL_ACRONYM.test(body);
    const extra: string[] = [];
    for (let i = 1; i < segments.length - 1; i++) {
      extra.push(segments.slice(i).join('::').toLowerCase());
    }
    if (segments.length > 1) extra.push(segments.at(-1)!.toLowerCase());
    // `-DCURVE=bn254`: readers type `CURVE` as often as `-DCURVE`.
    if (flagPrefix && /^D[A-Z][A-Z0-9_]*$/.test(body)) extra.push(body.slice(1).toLowerCase());
    result = {
      text,
      whole: compound ? lower.replace(/->/g, '.') : null,
      parts: compound ? parts : [normalizeWord(lower)],
      extra: extra.filter((term) => term.length > 1),
    };
  }
  runCache.set(key, result);
  return result;
}

/** The runs of a text, each with its terms. */
export function analyzeText(text: string): AnalyzedRun[] {
  const runs: AnalyzedRun[] = [];
  for (const match of text.matchAll(RUN)) {
    const flagPrefix = match.index > 0 && text[match.index - 1] === '-';
    runs.push({...analyzeRun(match[0], flagPrefix), index: match.index});
  }
  return runs;
}

/** The index terms of one run, cached with it. */
const runTermsCache = new Map<string, readonly string[]>();

function runTerms(run: string, flagPrefix: boolean): readonly string[] {
  const key = flagPrefix ? `-${run}` : run;
  let terms = runTermsCache.get(key);
  if (!terms) {
    const {whole, extra, parts} = analyzeRun(run, flagPrefix);
    terms = [...(whole ? [whole] : []), ...extra, ...parts];
    runTermsCache.set(key, terms);
  }
  return terms;
}

/**
 * Every index term of a text: whole identifiers, their extra forms and
 * their words. The index calls it on every text of a shard, so it reads
 * runs straight from the cache, without building `AnalyzedRun` objects.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  RUN.lastIndex = 0;
  for (let match = RUN.exec(text); match !== null; match = RUN.exec(text)) {
    const flagPrefix = match.index > 0 && text.charCodeAt(match.index - 1) === 45; // '-'
    for (const term of runTerms(match[0], flagPrefix)) terms.push(term);
  }
  return terms;
}

/** The words of a text as lists of index terms, stop words left out, cached per text. */
const wordTermsCache = new Map<string, (readonly string[])[]>();

/** The words of a text, each as its index terms, for word proximity. */
export function wordTerms(text: string): (readonly string[])[] {
  let words = wordTermsCache.get(text);
  if (!words) {
    words = [];
    RUN.lastIndex = 0;
    for (let match = RUN.exec(text); match !== null; match = RUN.exec(text)) {
      // As in queries: stop words and single letters do not separate neighbours.
      if (STOP_WORDS.has(match[0].toLowerCase()) || SINGLE_LETTER.test(match[0])) continue;
      const flagPrefix = match.index > 0 && text.charCodeAt(match.index - 1) === 45;
      words.push(runTerms(match[0], flagPrefix));
    }
    if (wordTermsCache.size > wordTermsCacheSize) wordTermsCache.clear();
    wordTermsCache.set(text, words);
  }
  return words;
}

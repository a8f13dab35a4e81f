/**
 * Term search: the documents of a shard that one query term matches, with
 * their scores. MiniSearch scores the term (BM25 with field boosts); the
 * term also matches with typos (by its length), as a prefix (the last word
 * while the reader types) and by the shorter forms of its stem ("addition"
 * finds `add`), each worth less than the term as typed.
 */
import type {SearchResult} from 'minisearch';
import {SEARCH_SETTINGS} from './settings';
import {FIELD_BOOST, FIELDS, type ShardIndex} from './shard-index';

const {
  fuzzyWeight,
  prefixWeight,
  shorterFormWeight,
  oneTypoFrom,
  twoTyposFrom,
  identifierTypoFrom,
  shorterFormsFrom,
  shortestForm,
  shorterFormMaxCut,
  shorterFormMinShare,
} = SEARCH_SETTINGS.matching;

/** How a query term matched one document. */
export interface TermMatch {
  score: number;
  /** The index terms it matched (for highlighting). */
  terms: string[];
  /** Matched as typed (not by prefix, typo tolerance or a shorter form). */
  exact: boolean;
}

/** The documents a term matched, by document id. */
export type DocumentMatches = Map<number, TermMatch>;

/**
 * Typo tolerance by length: none for short words, one edit from
 * `oneTypoFrom` letters, two from `twoTyposFrom`; identifiers and numbers
 * one edit from `identifierTypoFrom` (4, 7 and 8 letters).
 */
export function fuzziness(term: string): number | false {
  if (/[0-9_:.]/.test(term)) return term.length >= identifierTypoFrom ? 1 : false;
  return term.length >= twoTyposFrom ? 2 : term.length >= oneTypoFrom ? 1 : false;
}

/**
 * Shorter forms of a word's stem that also match it, for derived words the
 * stemmer keeps apart ("addition" → `addit` also finds `add`, "configuration"
 * → `configur` finds `config`): down to `shorterFormMinShare` of the stem
 * (60%) and at most `shorterFormMaxCut` letters shorter (three), never
 * below `shortestForm` letters (three).
 */
export function shorterForms(term: string): string[] {
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

/** Fields a binding word is looked for in, next to other words: a title such as "Rust bindings" is no better a match for "rust" than any Rust page. */
export const BINDING_WORD_FIELDS = FIELDS.filter((field) => field !== 'title');

/** The documents of a shard a term matches; `cache` holds the terms of one query. */
export function searchTerm(
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

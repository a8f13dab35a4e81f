/**
 * Query parsing: the concepts a query asks for, each with the alternative
 * ways a page can match it. A binding word (rust, go, golang, c++, cpp)
 * names a binding; a phrase of a synonym group (data/search-synonyms.json,
 * which reaches the browser in the index manifest, not in this code)
 * becomes one concept with every phrase of its group; an identifier matches
 * as typed, by its trailing name or by its words; stop words and single
 * letters are dropped (a query made only of them keeps them); the last word
 * also matches as a prefix while the reader may still be typing.
 */
import {
  analyzeText,
  BINDING_TERMS,
  SINGLE_LETTER,
  STOP_WORDS,
  type AnalyzedRun,
  type Binding,
} from './analysis';
import {SEARCH_SETTINGS} from './settings';
import {seeksHelp} from './intent';
import {isMessageShaped} from './message-shape';

const {synonymWeight, identifierPartsWeight, trailingNameWeight} = SEARCH_SETTINGS.query;

/** A synonym group: phrases as lists of index terms. */
export type SynonymGroup = string[][];

/** The words of a query or phrase that count: single letters ("a", the "s" of "what's") do not. */
function queryRuns(text: string): AnalyzedRun[] {
  return analyzeText(text).filter((run) => run.parts.length > 0 && !SINGLE_LETTER.test(run.text));
}

/** Synonym groups with each phrase analysed like query text. */
export function compileSynonyms(groups: readonly (readonly string[])[]): SynonymGroup[] {
  return groups.map((group) =>
    group.map((phrase) => queryRuns(phrase).flatMap((run) => run.parts)),
  );
}

/** The terms a page must have for a phrase: its words without stop words ("write my own backend"). */
function phraseSearchTerms(phrase: readonly string[]): string[] {
  const meaningful = phrase.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : [...phrase];
}

/** One way a concept can match: all of its terms in one section with its page. */
export interface Alternative {
  terms: string[];
  /** 1 for the words as typed, less for a synonym or the parts of an identifier. */
  weight: number;
  /**
   * For identifiers: 2 for the identifier as typed, 1 for its trailing name
   * (`PrecomputeBases` of `msm.PrecomputeBases`), 0 for its words.
   */
  tier?: number;
}

/** Something the query asks for: a word, an identifier or a synonym phrase. */
export interface Concept {
  /** The query words it stands for. */
  text: string;
  alternatives: Alternative[];
  /** The binding a binding word names. */
  binding: Binding | null;
  /** True for an identifier typed whole (`msm_precompute_bases`, `Poseidon2::new`). */
  identifier: boolean;
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Bindings the query names (`rust msm`, `golang ntt`, `c++ merkle`). */
  bindings: Binding[];
  /** The last concept's terms also match as prefixes (the reader may still be typing). */
  prefixLast: boolean;
  /** The query seeks help with a problem (./intent.ts): troubleshooting pages answer it. */
  seeksHelp: boolean;
  /** The query looks pasted (./messages.ts: long, or with a message's punctuation). */
  pasted: boolean;
}

/** True when `extra`, a lower-cased trailing segment of `text`, is written in camelCase there. */
function isCamel(text: string, extra: string): boolean {
  const segment = text.slice(text.toLowerCase().lastIndexOf(extra));
  return /[a-z][A-Z]|[A-Z]{2,}[a-z]/.test(segment);
}

/** A query word: one term of a run, with the run it comes from. */
interface QueryWord {
  run: number;
  term: string;
}

/**
 * The number of query words from `start` that spell `phrase`, or -1. A
 * phrase word may also be spelled by a synonym of it ("two graphics cards"
 * spells "two gpus").
 */
function spellPhrase(
  words: readonly QueryWord[],
  start: number,
  phrase: readonly string[],
  synonyms: readonly SynonymGroup[],
): number {
  let position = start;
  for (const term of phrase) {
    if (words[position]?.term === term) {
      position += 1;
      continue;
    }
    const alternative = synonyms
      .filter((group) => group.some((other) => other.length === 1 && other[0] === term))
      .flat()
      .find(
        (other) => other.length > 0 && other.every((word, i) => words[position + i]?.term === word),
      );
    if (!alternative) return -1;
    position += alternative.length;
  }
  return position - start;
}

/**
 * The longest synonym phrase that starts at word `start` (the first word of
 * a run) and ends at the end of a run, so a phrase never splits an
 * identifier.
 */
function findSynonym(
  words: readonly QueryWord[],
  start: number,
  synonyms: readonly SynonymGroup[],
): {group: SynonymGroup; phrase: number; length: number} | null {
  let best: {group: SynonymGroup; phrase: number; length: number} | null = null;
  for (const group of synonyms) {
    group.forEach((phrase, index) => {
      if (phrase.length === 0) return;
      const length = spellPhrase(words, start, phrase, synonyms);
      if (length <= 0 || (best && length <= best.length)) return;
      const end = start + length;
      if (end < words.length && words[end]!.run === words[end - 1]!.run) return;
      best = {group, phrase: index, length};
    });
  }
  return best;
}

/** The concept of one run of the query: a plain word or an identifier. */
function runConcept(run: AnalyzedRun): Concept {
  const binding = BINDING_TERMS.get(run.text.toLowerCase()) ?? null;
  if (run.whole) {
    const alternatives: Alternative[] = [{terms: [run.whole], weight: 1, tier: 2}];
    // A trailing path or name counts only when it is an identifier itself
    // (`msm.PrecomputeBases` → `PrecomputeBases`), not a plain word (`Poseidon2::new` → `new`).
    for (const extra of run.extra) {
      const flag = run.text.includes(extra.toUpperCase());
      if (/[_:.]/.test(extra) || flag || isCamel(run.text, extra)) {
        alternatives.push({terms: [extra], weight: trailingNameWeight, tier: 1});
      }
    }
    if (run.parts.length > 0) {
      alternatives.push({terms: run.parts, weight: identifierPartsWeight, tier: 0});
    }
    return {text: run.text, alternatives, binding: null, identifier: true};
  }
  return {
    text: run.text,
    alternatives: [{terms: run.parts, weight: 1, tier: 2}],
    binding,
    identifier: false,
  };
}

export function parseQuery(query: string, synonyms: readonly SynonymGroup[] = []): ParsedQuery {
  const runs = queryRuns(query);
  const words: QueryWord[] = runs.flatMap((run, r) => run.parts.map((term) => ({run: r, term})));
  const concepts: Concept[] = [];
  for (let i = 0; i < words.length;) {
    const synonym = findSynonym(words, i, synonyms);
    if (synonym) {
      const first = words[i]!.run;
      const last = words[i + synonym.length - 1]!.run;
      concepts.push({
        text: runs
          .slice(first, last + 1)
          .map((run) => run.text)
          .join(' '),
        alternatives: [
          {terms: phraseSearchTerms(synonym.group[synonym.phrase]!), weight: 1, tier: 2},
          ...synonym.group
            .filter((_, index) => index !== synonym.phrase)
            .map((terms) => ({terms: phraseSearchTerms(terms), weight: synonymWeight, tier: 2})),
        ],
        binding: null,
        identifier: false,
      });
      i += synonym.length;
      continue;
    }
    const run = words[i]!.run;
    concepts.push(runConcept(runs[run]!));
    while (i < words.length && words[i]!.run === run) i += 1;
  }
  const meaningful = concepts.filter(
    (concept) => concept.alternatives.length > 1 || !STOP_WORDS.has(concept.text.toLowerCase()),
  );
  const kept = meaningful.length > 0 ? meaningful : concepts;
  const bindings = new Set(kept.map((concept) => concept.binding).filter((b) => b !== null));
  return {
    concepts: kept,
    bindings: [...bindings],
    prefixLast: !/\s$/.test(query) && kept.at(-1) === concepts.at(-1),
    pasted: isMessageShaped(query),
    seeksHelp: seeksHelp(
      query,
      kept.flatMap((concept) => concept.alternatives.map((alternative) => alternative.terms)),
    ),
  };
}

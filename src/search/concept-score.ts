/**
 * Concept scores: how well one concept of the query (a word, an identifier
 * or a synonym phrase) matches a section together with its page. Each of
 * the concept's alternatives is compiled to the documents its terms match;
 * the concept scores as its best alternative whose terms all match, an
 * identifier as typed above its trailing name, above its words.
 */
import type {Concept, ParsedQuery} from './query';
import {SEARCH_SETTINGS} from './settings';
import {FIELDS, type ShardIndex} from './shard-index';
import {BINDING_WORD_FIELDS, searchTerm, type DocumentMatches} from './term-search';

const {identifierWordsShare} = SEARCH_SETTINGS.query;

export interface ConceptScore {
  score: number;
  terms: string[];
  exact: boolean;
  /** Tier of the alternative that matched (identifiers). */
  tier: number;
}

/** An alternative with the documents each of its terms matches. */
export interface CompiledAlternative {
  terms: DocumentMatches[];
  weight: number;
  tier: number;
}

/** A concept of the query with its compiled alternatives. */
export interface CompiledConcept {
  concept: Concept;
  alternatives: CompiledAlternative[];
}

/**
 * The concepts of a query with the documents of the shard their terms
 * match. Every term searched lands in `cache`, which therefore holds every
 * document the query touches.
 */
export function compileConcepts(
  shard: ShardIndex,
  query: ParsedQuery,
  cache: Map<string, DocumentMatches>,
): CompiledConcept[] {
  return query.concepts.map((concept, index) => {
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
}

/**
 * How well a concept matches a section together with its page: the best
 * alternative whose terms all match in one of the two.
 */
export function scoreConcept(
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
      best = {score: score + identifierWordsShare * words, terms, exact, tier};
    } else if (tier === 0 && best.tier > 0) {
      best.score += identifierWordsShare * score;
      best.terms.push(...terms);
    }
  }
  return best;
}

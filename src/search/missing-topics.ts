/**
 * The first step of "not in this version" (./version-notice.ts), run on
 * every query: the topic words of a short query that no page of the
 * version searched names. Only when there are any does the worker load the
 * availability table and the notice code.
 */
import type {Concept, ParsedQuery} from './query';
import {SEARCH_SETTINGS} from './settings';
import type {ShardIndex} from './shard-index';
import {shardNamedTerms} from './topic-terms';

const {maxTopicWords} = SEARCH_SETTINGS.versionNotice;

/** Named terms computed here, for shards the build did not write them into. */
const computed = new WeakMap<ShardIndex, ReadonlySet<string>>();

/** True when a page of the shard names `term` (./topic-terms.ts). */
function names(shard: ShardIndex, term: string): boolean {
  let terms = shard.named ?? computed.get(shard);
  if (!terms) {
    terms = shardNamedTerms(shard.pages);
    computed.set(shard, terms);
  }
  return terms.has(term);
}

/** The ways a concept names a topic: an identifier as typed (not its words), any synonym. */
export function topicAlternatives(concept: Concept): string[][] {
  return concept.alternatives
    .filter((alternative) => !concept.identifier || (alternative.tier ?? 0) > 0)
    .map((alternative) => alternative.terms);
}

/** The query's topic words: not binding names, not version numbers. */
export function topicConcepts(query: ParsedQuery): Concept[] {
  return query.concepts.filter(
    (concept) => concept.binding === null && !/^v?[\d.]+$/i.test(concept.text),
  );
}

/**
 * The topic words of a short query that no page of the shard names: when
 * there are any, the availability table is needed. Longer queries are tasks
 * or questions, whose words are not all topics: they get no notice.
 */
export function missingTopics(query: ParsedQuery, shard: ShardIndex): Concept[] {
  const topics = topicConcepts(query);
  if (topics.length > maxTopicWords) return [];
  return topics.filter((concept) =>
    topicAlternatives(concept).every((terms) => !terms.every((term) => names(shard, term))),
  );
}

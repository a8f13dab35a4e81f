/**
 * Ranking: searches shards for a query and orders their pages, one result
 * per page. Pages with the query's identifiers as typed come first ("exact
 * API names win"), then pages with most of a long query word for word, then
 * by score: the page score (./page-scores.ts), cut for each concept the
 * page lacks in proportion to how telling it is (optional words: no query
 * fails because of one word), times word proximity (./proximity.ts).
 */
import {scorePages, type PageMatch, type SearchOptions} from './page-scores';
import {applyProximity} from './proximity';
import {parseQuery, type ParsedQuery} from './query';
import {SEARCH_SETTINGS} from './settings';
import type {ShardIndex} from './shard-index';

const {missingPenalty, proximityDepth} = SEARCH_SETTINGS.ranking;

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

/** Searches one shard; its pages come back scored, not in their final order (see `rankPages`). */
export function searchShard(
  shard: ShardIndex,
  query: ParsedQuery,
  options: SearchOptions = {},
): PageMatch[] {
  const pages = scorePages(shard, query, options);
  if (query.concepts.length > 1) {
    penalizeMissingConcepts(pages, shard.pages.length);
    // Proximity reads text: only the best pages by the other criteria are measured.
    applyProximity(rankPages(pages).slice(0, proximityDepth), query.pasted);
  }
  return pages;
}

/**
 * Pages with an entry that explains a pasted message first
 * (./message-ranking.ts), then pages with the query's identifiers as typed
 * ("exact API names win"), then pages with the query's words in a row, then
 * by score.
 */
export function rankPages(pages: PageMatch[]): PageMatch[] {
  return pages.sort(
    (a, b) =>
      b.messageScore - a.messageScore ||
      b.identifierTier - a.identifierTier ||
      b.phraseTier - a.phraseTier ||
      b.score - a.score,
  );
}

/**
 * Searches shards for a parsed query's words and ranks their pages
 * together. A query that may be a pasted message then goes through
 * ./message-ranking.ts, which the client loads when it needs it.
 */
export function searchParsed(
  shards: readonly ShardIndex[],
  query: ParsedQuery,
  options: SearchOptions = {},
): PageMatch[] {
  if (query.concepts.length === 0) return [];
  return rankPages(shards.flatMap((shard) => searchShard(shard, query, options)));
}

/** `searchParsed` for query text, without synonyms (the client parses with the manifest's). */
export function search(
  shards: readonly ShardIndex[],
  query: string,
  options: SearchOptions = {},
): PageMatch[] {
  return searchParsed(shards, parseQuery(query), options);
}

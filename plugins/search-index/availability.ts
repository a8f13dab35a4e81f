/**
 * Where each topic is documented, across docs versions: the table behind
 * "not in this version" (src/search/version-notice.ts). A reader on a 3.0.0
 * page who searches FRI finds no page about it in 3.0.0; the table says
 * that 3.7.0 and later have one, and which.
 *
 * Each docs page is listed with its route, its title, the terms of its
 * title and slug (src/search/topic-terms.ts) and its topic: pages that
 * cover the same topic under other ids in other versions share one
 * (data/version-topics.json: the C++ Keccak page of 3.0.0 and the hash page
 * of 4.0.0 are one topic, so 4.0.0 never gets a notice for Keccak). The
 * table is a file of its own, which the search loads only when a query's
 * topic is not named in the version searched.
 */
import {normalizeRoute, referenceVersions} from '../../src/site-map';
import {pageTitle} from '../../src/search/pages';
import type {SearchShard} from '../../src/search/records';
import {titleTerms} from '../../src/search/topic-terms';
import type {TopicAvailability} from '../../src/search/version-notice';
import {topicOf} from '../../src/versioning/topics';

/** The topic of each route of a version: the first id of its topic group, or its own id. */
function topicsOfRoutes(version: string): Map<string, string> {
  const docs = referenceVersions.find((candidate) => candidate.name === version)?.docs ?? [];
  return new Map(docs.map((doc) => [normalizeRoute(doc.path), topicOf(doc.id)[0]!]));
}

/** The availability table of the docs shards (`versions` newest first, as the site lists them). */
export function topicAvailability(
  shards: readonly SearchShard[],
  versions: readonly string[],
): TopicAvailability {
  const docShards = versions
    .map((version) => shards.find((shard) => shard.name === version))
    .filter((shard): shard is SearchShard => shard !== undefined);
  const topics: string[] = [];
  const topicNumber = (topic: string) => {
    const found = topics.indexOf(topic);
    return found >= 0 ? found : topics.push(topic) - 1;
  };
  const pages: TopicAvailability['pages'] = [];
  const terms = new Map<string, number[]>();
  docShards.forEach((shard, v) => {
    const topicOfRoute = topicsOfRoutes(shard.name);
    for (const page of shard.pages) {
      const topic = topicNumber(topicOfRoute.get(page.route) ?? page.route);
      const number = pages.push([page.route, pageTitle(page), v, topic]) - 1;
      for (const term of titleTerms(page)) terms.set(term, [...(terms.get(term) ?? []), number]);
    }
  });
  return {
    versions: docShards.map((shard) => shard.name),
    pages,
    terms: Object.fromEntries([...terms].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

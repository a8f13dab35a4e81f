/**
 * "Not in this version": when a query names a topic that the reader's docs
 * version does not have at all (FRI from a 3.0.0 page, ML-KEM before 3.9.0,
 * the backend loader on 2.8.0), the results start with a notice that says
 * which versions document it ("“fri” is documented from 3.7.0"), linking to
 * its page in the nearest newer and the nearest older version that have it.
 * A version documents a topic when one of its pages names it in a title,
 * a heading or an API name; a notice sends the reader to a page about it
 * (./topic-terms.ts). The table of where topics are documented is written by
 * the build (plugins/search-index/availability.ts) and loaded only when a
 * query's topic is not named in the version searched.
 */
import type {Concept, ParsedQuery} from './query';
import {SEARCH_SETTINGS} from './settings';
import {topicAlternatives, topicConcepts} from './missing-topics';

/** Where topics are documented across versions (plugins/search-index/availability.ts). */
export interface TopicAvailability {
  /** Docs versions, newest first; pages name their version by its number in this list. */
  versions: string[];
  /** Every docs page: route, title, version number, topic number (pages of one topic share it). */
  pages: [route: string, title: string, version: number, topic: number][];
  /** For each term of a page title or slug, the numbers of the pages that have it. */
  terms: Record<string, number[]>;
}

export interface NoticeTarget {
  version: string;
  route: string;
  title: string;
}

export interface VersionNotice {
  /** The query's topic words, as typed. */
  text: string;
  /** The version searched. */
  version: string;
  /** `from`: only newer versions document it; `until`: only older ones; `other`: both. */
  relation: 'from' | 'until' | 'other';
  /** The oldest and the newest version that document it. */
  first: string;
  last: string;
  /** Its page in the nearest newer version, then in the nearest older one (where they exist). */
  targets: NoticeTarget[];
}

const {minTopicVersions} = SEARCH_SETTINGS.versionNotice;

/**
 * The pages whose title or slug has `term`. The table is parsed JSON: a term
 * such as `constructor` or `__proto__` must not reach Object's own properties.
 */
function pagesNaming(table: TopicAvailability, term: string): readonly number[] {
  return Object.hasOwn(table.terms, term) ? table.terms[term]! : [];
}

/** The pages whose title or slug has every topic word of the query (any synonym of each). */
function pagesAbout(concepts: readonly Concept[], table: TopicAvailability): Set<number> {
  let pages = null as Set<number> | null;
  for (const concept of concepts) {
    const forConcept = new Set<number>();
    for (const terms of topicAlternatives(concept)) {
      const lists = terms.map((term) => pagesNaming(table, term));
      for (const page of lists[0] ?? []) {
        if (lists.every((list) => list.includes(page))) forConcept.add(page);
      }
    }
    pages =
      pages === null ? forConcept : new Set([...pages].filter((page) => forConcept.has(page)));
  }
  return pages ?? new Set();
}

/** The number of versions that have a page in `pages`. */
const versionCount = (pages: Iterable<number>, table: TopicAvailability) =>
  new Set([...pages].map((number) => table.pages[number]![2])).size;

/**
 * The notice for a query whose topic the version searched has no page
 * about, while other versions have one; null when there is none. The pages
 * about it are those whose title has all the query's topic words; failing
 * that, when the words the version does not name are the title of pages in
 * several versions (an established topic, not a word that happens to be in
 * one title), those pages: "fri proof" on a 3.0.0 page is about FRI.
 */
export function versionNotice(
  query: ParsedQuery,
  missing: readonly Concept[],
  version: string,
  table: TopicAvailability,
): VersionNotice | null {
  const current = table.versions.indexOf(version);
  const concepts = topicConcepts(query);
  if (current < 0 || concepts.length === 0 || missing.length === 0) return null;
  let about = pagesAbout(concepts, table);
  let named = concepts;
  if (about.size === 0 && missing.length < concepts.length) {
    const ofMissing = pagesAbout(missing, table);
    if (versionCount(ofMissing, table) >= minTopicVersions) {
      about = ofMissing;
      named = [...missing];
    }
  }
  const topicsHere = new Set(table.pages.filter(([, , v]) => v === current).map(([, , , t]) => t));
  const elsewhere = [...about]
    .map((number) => table.pages[number]!)
    .filter(([, , v, topic]) => v !== current && !topicsHere.has(topic));
  if (elsewhere.length === 0) return null;
  const versions = [...new Set(elsewhere.map(([, , v]) => v))].sort((a, b) => a - b);
  const newer = versions.filter((v) => v < current);
  const older = versions.filter((v) => v > current);
  const target = (v: number): NoticeTarget => {
    const [route, title] = elsewhere.find(([, , pageVersion]) => pageVersion === v)!;
    return {version: table.versions[v]!, route, title};
  };
  return {
    text: named.map((concept) => concept.text).join(' '),
    version,
    relation: older.length === 0 ? 'from' : newer.length === 0 ? 'until' : 'other',
    first: table.versions[versions.at(-1)!]!,
    last: table.versions[versions[0]!]!,
    targets: [
      ...(newer.length > 0 ? [target(newer.at(-1)!)] : []),
      ...(older.length > 0 ? [target(older[0]!)] : []),
    ],
  };
}

/** The notice's sentence: "“fri” is documented from 3.7.0". */
export function noticeSentence(notice: VersionNotice): string {
  const topic = `“${notice.text}”`;
  if (notice.relation === 'from') return `${topic} is documented from ${notice.first}`;
  if (notice.relation === 'until') return `${topic} is documented up to ${notice.last}`;
  return `${topic} is not documented in ${notice.version}`;
}

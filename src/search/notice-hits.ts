/**
 * A "not in this version" notice (./version-notice.ts) as hosted DocSearch
 * hits: one per target version, in a group of their own ("Not in 3.0.0")
 * ahead of the results, each a link to the topic's page in that version,
 * titled with the notice's sentence. The modal and /search show them as
 * they show any hit, so no DocSearch internals are touched.
 */
import type {SearchHit} from './contract';
import {highlight} from './highlight';
import {hierarchyOf, LEVEL_WEIGHT} from './records';
import type {Concept, ParsedQuery} from './query';
import {
  noticeSentence,
  versionNotice,
  type TopicAvailability,
  type VersionNotice,
} from './version-notice';

/** The group the notices are shown in. */
export const noticeGroup = (version: string) => `Not in ${version}`;

export function noticeHits(
  notices: readonly VersionNotice[],
  siteUrl: string,
  language: string,
): SearchHit[] {
  return notices.flatMap((notice) =>
    notice.targets.map((target, i): SearchHit => {
      const url = `${siteUrl}${target.route}`;
      const title = noticeSentence(notice);
      const content = `${target.title}, in the ${target.version} docs`;
      const hierarchy = hierarchyOf(noticeGroup(notice.version), title);
      const plain = (text: string) => highlight(text, []);
      return {
        objectID: `notice:${notice.text}:${target.version}`,
        url,
        url_without_anchor: url,
        anchor: null,
        type: 'lvl1',
        hierarchy,
        content,
        language,
        docusaurus_tag: `docs-default-${target.version}`,
        weight: {pageRank: 100, level: LEVEL_WEIGHT.lvl1, position: i},
        _highlightResult: {hierarchy: {lvl1: plain(title)}, content: plain(content)},
        _snippetResult: {hierarchy: {lvl1: plain(title)}, content: plain(content)},
      };
    }),
  );
}

/** The notice for a query whose topic the searched version lacks, as hits (none when there is no notice). */
export function versionNoticeHits(
  query: ParsedQuery,
  missing: readonly Concept[],
  version: string,
  table: TopicAvailability,
  siteUrl: string,
  language: string,
): SearchHit[] {
  const notice = versionNotice(query, missing, version, table);
  return notice ? noticeHits([notice], siteUrl, language) : [];
}

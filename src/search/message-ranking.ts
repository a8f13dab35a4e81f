/**
 * Puts the entries that explain a pasted message first: the targets of each shard (./message-targets.ts)
 * are matched (./messages.ts), and each page with a matching entry gets the
 * entry's score and the entry as its first section, so the hits start with
 * the entry itself (./hits.ts). Pages word search did not find are added.
 */
import {indexTerms} from './analysis';
import {matchMessages} from './messages';
import {messageTargetsOf} from './message-targets';
import type {PageMatch, SearchOptions, SectionMatch} from './page-scores';
import {SEARCH_SETTINGS} from './settings';
import type {ShardIndex} from './shard-index';

const {entriesFirst} = SEARCH_SETTINGS.messages;

/** A page that only its matching entry brought into the results. */
function entryPage(shard: ShardIndex, pageIndex: number): PageMatch {
  return {
    shard,
    pageIndex,
    page: shard.pages[pageIndex]!,
    score: 0,
    coveredConcepts: new Set(),
    identifierTier: 0,
    phraseTier: 0,
    messageScore: 0,
    sections: [],
    terms: new Set(),
    conceptTerms: [],
  };
}

/** Adds the message matches of `shards` to `pages` (unsorted); returns the pages. */
export function promoteMessageMatches(
  pages: PageMatch[],
  shards: readonly ShardIndex[],
  query: string,
  options: SearchOptions,
): PageMatch[] {
  for (const shard of shards) {
    const {targets, decoration} = messageTargetsOf(shard);
    const matches = matchMessages(query, targets, decoration);
    const entries = new Map<number, SectionMatch[]>();
    let bestOf = new Map<number, number>();
    for (const match of matches) {
      const pageIndex = shard.pageOf(match.section);
      const list = entries.get(pageIndex) ?? [];
      const section = shard.section(match.section)!;
      if (list.length >= entriesFirst || list.some((s) => s.section === section)) continue;
      // Highlight the words the match used, as index terms.
      const terms = new Set(match.matched.flatMap((word) => indexTerms(word)));
      list.push({section, score: Number.MAX_VALUE, terms, headingMatched: true});
      entries.set(pageIndex, list);
      bestOf.set(pageIndex, Math.max(bestOf.get(pageIndex) ?? 0, match.score));
    }
    bestOf = new Map(
      [...bestOf].filter(
        ([pageIndex]) => !options.filter || options.filter(shard.pages[pageIndex]!),
      ),
    );
    for (const [pageIndex, score] of bestOf) {
      let page = pages.find(
        (candidate) => candidate.shard === shard && candidate.pageIndex === pageIndex,
      );
      if (!page) {
        page = entryPage(shard, pageIndex);
        pages.push(page);
      }
      page.messageScore = score;
      const first = entries.get(pageIndex)!;
      const chosen = new Set(first.map((entry) => entry.section));
      page.sections = [...first, ...page.sections.filter((s) => !chosen.has(s.section))];
      for (const entry of first) entry.terms.forEach((term) => page.terms.add(term));
    }
  }
  return pages;
}

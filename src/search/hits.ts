/**
 * The arrangement of hits: each ranked page, followed by its best sections
 * (which DocSearch nests under the page), within the modal's limit of hits
 * per sidebar group. A group's slots go to its pages first, then to their
 * sections in turn, so a reader sees more pages rather than more sections
 * of one.
 */
import type {PageMatch, SectionMatch} from './page-scores';
import {SEARCH_SETTINGS} from './settings';

const {sectionsPerPage, sectionShare} = SEARCH_SETTINGS.results;

/** What one hit is about, before it is shaped for DocSearch. */
export interface HitSource {
  match: PageMatch;
  section: SectionMatch | null;
}

/**
 * The hits of ranked pages: each page, followed by its best sections. The
 * DocSearch modal shows at most `groupLimit` hits per lvl0 group, so a
 * group's slots go to its pages first (best first), and the slots left to
 * their sections, one per page in turn: a reader sees more pages rather than
 * more sections of one. Pages a group has no slot for are left out.
 */
export function arrangeHits(matches: readonly PageMatch[], groupLimit: number): HitSource[] {
  const groups = new Map<string, PageMatch[]>();
  for (const match of matches) {
    const pages = groups.get(match.page.lvl0) ?? [];
    if (pages.length < groupLimit) pages.push(match);
    groups.set(match.page.lvl0, pages);
  }
  const shown = new Map<PageMatch, SectionMatch[]>();
  for (const pages of groups.values()) {
    let room = groupLimit - pages.length;
    const candidates = pages.map(sectionsToShow);
    // A page found by a pasted message shows its entry in place of itself.
    pages.forEach((match, i) => {
      const entry = match.messageScore > 0 ? candidates[i]!.shift() : undefined;
      shown.set(match, entry ? [entry] : []);
    });
    for (let turn = 0; turn < sectionsPerPage && room > 0; turn++) {
      pages.forEach((match, i) => {
        const section = candidates[i]![turn];
        if (section && room > 0) {
          shown.get(match)!.push(section);
          room -= 1;
        }
      });
    }
  }
  return matches
    .filter((match) => shown.has(match))
    .flatMap((match) => [
      ...(match.messageScore > 0 && shown.get(match)!.length > 0 ? [] : [{match, section: null}]),
      ...shown.get(match)!.map((section) => ({match, section})),
    ]);
}

/** The sections of a page match worth showing under the page. */
function sectionsToShow(match: PageMatch): SectionMatch[] {
  const best = match.sections[0]?.score ?? 0;
  return match.sections
    .filter(
      ({section, score}) =>
        section.depth > 1 && section.blocks.length > 0 && score >= best * sectionShare,
    )
    .slice(0, sectionsPerPage);
}

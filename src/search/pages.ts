/**
 * The engine's view of an indexed page: its sections (the text under each
 * heading, down to the next one), its title, a section's heading, and the
 * page's kind (reference, guide, overview, …) with the weight the kind
 * carries in ranking.
 */
import {
  CODE_BLOCK,
  HIERARCHY_LEVELS,
  hierarchyOf,
  TEXT_BLOCK,
  type Hierarchy,
  type IndexedPage,
  type PageKind,
} from './records';
import {SEARCH_SETTINGS} from './settings';

/** A section of a page: the text under one heading, down to the next heading. */
export interface Section {
  page: number;
  /** Depth of its heading: 1 for the part before the first subheading. */
  depth: number;
  anchor: string | null;
  hierarchy: Hierarchy;
  /** Position of its heading block in the page (the hosted record's position). */
  position: number;
  /** Text blocks, in order. */
  blocks: string[];
  /** Identifiers of its code blocks. */
  code: string;
}

/** Ranking weight of each page kind (also the hosted records' page rank). */
export const PAGE_KIND_WEIGHT: Readonly<Record<PageKind, number>> = SEARCH_SETTINGS.pageKind;

/** The kind of a page, from its route. */
export function pageKindOf(route: string, isBlog = route.startsWith('/blog/')): PageKind {
  if (isBlog) return 'blog';
  if (/\/migrate_from_v\d+$/.test(route)) return 'migration';
  if (/\/faq_and_troubleshooting$/.test(route)) return 'troubleshooting';
  if (/\/Icicle_Release_README$/.test(route)) return 'release-notes';
  if (
    /\/(apioverview|rustoverview|gooverview|cppstart)$/.test(route) ||
    /\/(primitives|icicle)\/overview$/.test(route) ||
    /\/(rust|golang)-bindings$/.test(route)
  ) {
    return 'overview';
  }
  return BINDING_PAGE.test(route) ? 'reference' : 'guide';
}

const BINDING_PAGE = /\/(api\/|icicle\/(primitives|rust-bindings|golang-bindings|polynomials)\/)/;

/** Cuts a page into sections at its headings. */
export function sectionsOf(page: IndexedPage, pageIndex: number): Section[] {
  const hierarchy = hierarchyOf(page.lvl0);
  const sections: Section[] = [];
  let current: Section | null = null;
  page.blocks.forEach(([depth, text, anchor], position) => {
    if (depth > 0) {
      hierarchy[HIERARCHY_LEVELS[depth]!] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper++) {
        hierarchy[HIERARCHY_LEVELS[deeper]!] = null;
      }
      current = {
        page: pageIndex,
        depth,
        anchor: depth === 1 ? null : (anchor ?? null),
        hierarchy: {...hierarchy},
        position,
        blocks: [],
        code: '',
      };
      sections.push(current);
      return;
    }
    if (!current) {
      // Text before the title (none in practice): a section of its own.
      current = {
        page: pageIndex,
        depth: 1,
        anchor: null,
        hierarchy: {...hierarchy},
        position,
        blocks: [],
        code: '',
      };
      sections.push(current);
    }
    if (depth === TEXT_BLOCK) (current as Section).blocks.push(text);
    else if (depth === CODE_BLOCK) (current as Section).code += ` ${text}`;
  });
  return sections;
}

/** The title of a page: its `h1`. */
export function pageTitle(page: IndexedPage): string {
  return page.blocks.find(([depth]) => depth === 1)?.[1] ?? '';
}

/** The text of a section's own heading (the page title for the part before the first subheading). */
export function sectionHeading(section: Section): string {
  return section.hierarchy[HIERARCHY_LEVELS[section.depth]!] ?? '';
}

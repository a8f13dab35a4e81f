/**
 * Hosted-shaped hits: a page or one of its sections as a DocSearch hit of a
 * hosted index (`hierarchy`, `type`, `url`, `content`, `weight`,
 * `_highlightResult`, `_snippetResult`), with the text the query matched
 * highlighted and a snippet of each attribute the request asks for.
 */
import type {SearchHit, SearchParams} from './contract';
import {SNIPPET_WORDS} from './constants';
import {highlight, matchCount, snippet} from './highlight';
import type {HitSource} from './hits';
import {pageTitle} from './pages';
import {
  hierarchyOf,
  HIERARCHY_LEVELS,
  LEVEL_WEIGHT,
  type Hierarchy,
  type RecordType,
} from './records';

/** The text block of a section that matched most, or its first block. */
function bestBlock(blocks: readonly string[], matched: ReadonlySet<string>): string | null {
  let best: string | null = blocks[0] ?? null;
  let bestCount = 0;
  for (const block of blocks) {
    const count = matchCount(block, matched);
    if (count > bestCount) {
      best = block;
      bestCount = count;
    }
  }
  return best;
}

/** Snippet lengths in words by attribute, from `attributesToSnippet` (`content:10`). */
export function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    lengths.set(name!, Number(words) || SNIPPET_WORDS.wide);
  }
  return lengths;
}

/** The hosted-shaped hit of a page or of one of its sections; `siteUrl` prefixes its URL. */
export function toHit(
  {match, section}: HitSource,
  params: SearchParams,
  lengths: ReadonlyMap<string, number>,
  siteUrl: string,
): SearchHit {
  const {page} = match;
  const pageUrl = `${siteUrl}${page.route}`;
  const hierarchy: Hierarchy = section
    ? {...section.section.hierarchy}
    : hierarchyOf(page.lvl0, pageTitle(page));
  const terms = section ? new Set([...section.terms, ...match.terms]) : match.terms;
  let type: RecordType;
  let content: string | null;
  let position: number;
  let anchor: string | null = null;
  if (section) {
    const {section: s} = section;
    content = bestBlock(s.blocks, terms);
    type = section.headingMatched ? (`lvl${s.depth}` as RecordType) : 'content';
    position = s.position;
    anchor = s.anchor;
  } else {
    const intro = match.shard.introOf(match.pageIndex);
    content = page.description || (intro ? bestBlock(intro.blocks, terms) : null);
    type = 'lvl1';
    position = intro?.position ?? 0;
  }
  const preTag = params.highlightPreTag ?? '<mark>';
  const postTag = params.highlightPostTag ?? '</mark>';
  const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
  const snippets: SearchHit['_snippetResult'] = {hierarchy: {}};
  for (const level of HIERARCHY_LEVELS) {
    const text = hierarchy[level];
    // The group title (lvl0) is rendered as text, not HTML: no highlight for it.
    if (text === null || text === undefined || level === 'lvl0') continue;
    highlighted.hierarchy[level] = highlight(text, terms, preTag, postTag);
    const words = lengths.get(`hierarchy.${level}`);
    if (words) {
      snippets.hierarchy[level] = snippet(
        text,
        terms,
        words,
        params.snippetEllipsisText,
        preTag,
        postTag,
      );
    }
  }
  const contentSnippet =
    content === null
      ? undefined
      : snippet(
          content,
          terms,
          lengths.get('content') ?? SNIPPET_WORDS.wide,
          params.snippetEllipsisText,
          preTag,
          postTag,
        );
  if (content !== null) {
    highlighted.content = highlight(content, terms, preTag, postTag);
    snippets.content = contentSnippet;
  }
  if (section) {
    // Under its page, a section's second line (DocSearch shows `lvl1` there)
    // does not repeat the page's title: it names the section for a text
    // hit, and shows the matching text for a heading hit.
    const {section: s} = section;
    const heading = s.hierarchy[`lvl${s.depth}` as keyof Hierarchy];
    if (type === 'content' && heading) {
      snippets.hierarchy.lvl1 = highlight(heading, terms, preTag, postTag);
    } else if (type !== 'content' && contentSnippet) {
      snippets.hierarchy.lvl1 = contentSnippet;
    }
  }
  return {
    objectID: `${page.route}#${position}`,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    type,
    hierarchy,
    content,
    language: page.language,
    docusaurus_tag: page.docusaurus_tag,
    weight: {pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position},
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

/**
 * Local: one result entry per page with its matching sections, in place of
 * upstream's one entry per hit. From upstream: the highlight class rename
 * (`sanitizeValue`), the `lvl0` breadcrumb and the snippet as summary.
 */
import {escapeHtml} from '@site/src/search/html';
import type {ResultHit, ResultItem} from './types';

const sanitizeValue = (value: string) =>
  value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

/**
 * Groups hits by page: the embedded index answers each page with a `lvl1`
 * hit followed by its best sections; a hosted index may answer sections
 * alone, which then start their page's entry.
 */
export function groupHitsByPage(
  hits: readonly ResultHit[],
  processUrl: (url: string) => string,
): ResultItem[] {
  const items: ResultItem[] = [];
  const byPage = new Map<string, ResultItem>();
  for (const hit of hits) {
    const pageUrl = hit.url_without_anchor ?? hit.url.replace(/#.*$/, '');
    const highlighted = (level: string) =>
      hit._highlightResult.hierarchy[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '');
    // A snippet cut before the end of its text already ends with an ellipsis.
    const snippet = hit._snippetResult?.content?.value;
    const summary = snippet ? sanitizeValue(snippet).replace(/(?<!…)$/, '…') : '';
    let item = byPage.get(pageUrl);
    if (!item) {
      item = {
        title: sanitizeValue(highlighted('lvl1')),
        url: processUrl(pageUrl),
        summary: hit.type === 'lvl1' ? summary : '',
        // The group the reader knows from the sidebar; rendered as text.
        breadcrumbs: hit.hierarchy.lvl0 ? [escapeHtml(hit.hierarchy.lvl0)] : [],
        sections: [],
      };
      byPage.set(pageUrl, item);
      items.push(item);
      if (hit.type === 'lvl1') continue;
    }
    const level = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].find((name) => hit.hierarchy[name]);
    item.sections.push({
      title: sanitizeValue(level ? highlighted(level) : highlighted('lvl1')),
      url: processUrl(hit.url),
      summary,
    });
  }
  return items;
}

/** Appends the next results page, adding the sections of a page already listed to it. */
export function mergeResultItems(
  listed: readonly ResultItem[],
  next: readonly ResultItem[],
): ResultItem[] {
  const merged = listed.map((item) => ({...item, sections: [...item.sections]}));
  for (const item of next) {
    const existing = merged.find((candidate) => candidate.url === item.url);
    if (existing) existing.sections.push(...item.sections);
    else merged.push(item);
  }
  return merged;
}

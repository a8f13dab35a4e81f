/**
 * Pages and searches for the search's unit tests (the *.test.ts files
 * beside the modules): a page of a 4.0.0 shard with its kind from its
 * route, and the routes a query ranks over one shard of pages.
 */
import type {SearchOptions} from './page-scores';
import {pageKindOf} from './pages';
import {search} from './ranking';
import type {IndexedPage, PageBlock} from './records';
import {buildShardIndex} from './index-build';

export function page(
  route: string,
  blocks: PageBlock[],
  extra: Partial<IndexedPage> = {},
): IndexedPage {
  return {
    route,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: 'docs-default-4.0.0',
    pageRank: 100,
    description: '',
    binding: null,
    kind: pageKindOf(route),
    blocks,
    ...extra,
  };
}

/** Page routes for a query over one shard of pages. */
export function ranked(pages: IndexedPage[], query: string, options: SearchOptions = {}): string[] {
  const index = buildShardIndex({name: 'test', pages});
  return search([index], query, options).map((match) => match.page.route);
}

/**
 * Reads a built page into the compact form the search shards store (see
 * src/search/records.ts for the record model), with the selectors of
 * DocSearch's Docusaurus v3 crawler template:
 *
 * - `lvl0`: the active sidebar category, else "Blog" on blog pages, else the
 *   active navbar item, else "Documentation";
 * - `lvl1`–`lvl6`: `h1`–`h6` inside the article;
 * - content: paragraphs, list items and the last cell of table rows;
 * - `language` and `docusaurus_tag` from the page's `docsearch:` meta tags.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {IndexedPage, PageBlock} from '../../src/search/records';

/** Listing pages the crawler template leaves out: their text is on the pages they list. */
const SKIPPED_TAGS = new Set([
  'blog_posts_list',
  'blog_tags_posts',
  'blog_tags_list',
  'blog_authors_list',
  'blog_authors_posts',
  'blog_archive',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

/** Parts of an article that are navigation or chrome, not content. */
const EXCLUDED = [
  'nav',
  'footer',
  'pre',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-admonition-heading',
].join(', ');

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, td:last-child';

/** Visible text of a block, without nested lists, code, MathML (it repeats the formula) and hash links. */
function textOf(block: ReturnType<CheerioAPI>): string {
  const clone = block.clone();
  clone.find('.katex-mathml, .hash-link, ul, ol, pre').remove();
  return clone
    .text()
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function lvl0Of($: CheerioAPI, tag: string): string {
  const category = $('.menu__link.menu__link--sublist.menu__link--active').first().text().trim();
  if (category) return category;
  if (tag.startsWith('blog')) return 'Blog';
  const navbar = $('.navbar__item.navbar__link--active').first().text().trim();
  return navbar || 'Documentation';
}

export interface ReadPageOptions {
  /** Route of the page, e.g. `/3.8.0/icicle/primitives/msm`. */
  route: string;
  pageRank?: number;
}

/** The page's blocks, or null for pages that are not indexed (no article, listing, noindex). */
export function readPage(html: string, {route, pageRank = 0}: ReadPageOptions): IndexedPage | null {
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content');
  const tag = meta('docsearch:docusaurus_tag') ?? 'default';
  const article = $('article').first();
  if (SKIPPED_TAGS.has(tag) || /noindex/.test(meta('robots') ?? '') || article.length === 0) {
    return null;
  }
  const blocks: PageBlock[] = [];
  article.find(BLOCKS).each((_, element) => {
    const block = $(element);
    if (block.closest(EXCLUDED).length > 0) return;
    const name = element.tagName.toLowerCase();
    // A list item whose text is in paragraphs is indexed through them.
    if (name === 'li' && block.children('p').length > 0) return;
    const text = textOf(block);
    if (!text) return;
    const heading = /^h([1-6])$/.exec(name);
    if (!heading) {
      blocks.push([0, text]);
      return;
    }
    const id = block.attr('id');
    blocks.push(id ? [Number(heading[1]), text, id] : [Number(heading[1]), text]);
  });
  return {
    route,
    lvl0: lvl0Of($, tag),
    language: meta('docsearch:language') ?? $('html').attr('lang') ?? 'en',
    docusaurus_tag: tag,
    pageRank,
    blocks,
  };
}

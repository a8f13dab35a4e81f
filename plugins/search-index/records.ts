/**
 * Reads a built page into the compact form the search shards store (see
 * src/search/records.ts for the record model), with the selectors of
 * DocSearch's Docusaurus v3 crawler template where they serve readers:
 *
 * - `lvl1`–`lvl6`: `h1`–`h6` inside the article;
 * - text: paragraphs, list items, definition lists, `<summary>`, admonitions
 *   (their paragraphs) and every table row with all its cells (the template
 *   keeps only the last cell, which loses error messages and field names);
 * - code: the API-looking identifiers of each code block (functions, types,
 *   `Type::method`, Go `pkg.Func`, constants, flags), searchable but never
 *   shown as a snippet;
 * - `lvl0`: the sidebar section a reader knows the page by (its binding's
 *   category, else the innermost active category), "Blog" for blog posts;
 * - `language` and `docusaurus_tag` from the page's `docsearch:` meta tags;
 * - the page's description, binding and kind, which the ranking uses.
 *
 * Left out: "See also" link lists (navigation that outranked the pages they
 * link to) and headings with no text of their own and no subsections (a
 * "C++" heading over a code block); the code under such a heading stays with
 * the section above it.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {bindingOfPage, type BindingLanguage} from '../../src/content/bindings';
import {pageKindOf, PAGE_KIND_WEIGHT} from '../../src/search/engine';
import {CODE_BLOCK, TEXT_BLOCK, type IndexedPage, type PageBlock} from '../../src/search/records';

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
  '.theme-doc-toc-mobile',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-admonition-heading',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  'header .avatar',
  'time',
  // The labels of binding tabs (C++, Rust, Go); every panel's text is indexed.
  '[role="tablist"]',
].join(', ');

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, summary, tr, pre';

/** Headings of sections that only link elsewhere. */
const LINK_LIST_HEADING = /^(see also|related( pages| topics)?|further reading)$/i;

/** Sidebar category labels that name a binding. */
const BINDING_LABEL: Record<BindingLanguage, RegExp> = {
  cpp: /c\+\+|\bcpp\b/i,
  rust: /\brust\b/i,
  go: /\b(go|golang)\b/i,
};

/** The group of a binding page that has no sidebar. */
const BINDING_GROUP: Record<BindingLanguage, string> = {
  cpp: 'C++ API',
  rust: 'Rust API',
  go: 'Go API',
};

/** Visible text of a block, without nested lists, code blocks, MathML (it repeats the formula) and hash links. */
function textOf(block: ReturnType<CheerioAPI>): string {
  const clone = block.clone();
  clone.find('.katex-mathml, .hash-link, ul, ol, pre').remove();
  return clone
    .text()
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Identifiers worth finding in a code block: names with `_`, `::` or `.`,
 * mixed case or digits (`get_default_msm_config`, `Poseidon2::new`,
 * `msm.Msm`, `HostSlice`, `bn254`) and `-D` build flags. Plain lower-case
 * words (locals, keywords) are left out.
 */
const CODE_IDENTIFIER = /(?:-D)?[A-Za-z_][A-Za-z0-9_]*(?:(?:::|\.)[A-Za-z_][A-Za-z0-9_]*)*/g;
const API_LOOKING = /[_:.]|[a-z][A-Z]|[A-Z]{2}|[A-Za-z][0-9]/;
const COMMON_CODE = /^(std::|fmt\.|os\.|self\.|Self::|Vec::new$|String::from$|println$|unwrap$)/;

export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [match] of code.matchAll(CODE_IDENTIFIER)) {
    const name = match.replace(/[.:]+$/, '');
    if (name.length >= 3 && API_LOOKING.test(name) && !COMMON_CODE.test(name)) found.add(name);
  }
  return [...found];
}

/** The sidebar section a reader knows the page by. */
function lvl0Of($: CheerioAPI, binding: BindingLanguage | null, isBlog: boolean): string {
  if (isBlog) return 'Blog';
  const categories = $('.menu__link.menu__link--sublist.menu__link--active')
    .map((_, link) => $(link).text().trim())
    .get()
    .filter(Boolean);
  if (binding) {
    const named = [...categories].reverse().find((label) => BINDING_LABEL[binding].test(label));
    if (named) return named;
    if (categories.length === 0) return BINDING_GROUP[binding];
  }
  const innermost = categories.at(-1);
  if (innermost) return innermost;
  const navbar = $('.navbar__item.navbar__link--active').first().text().trim();
  return navbar || 'Documentation';
}

/** The text of a table row: its cells joined (header rows too: they name columns such as `Poseidon2::new`). */
function rowText($: CheerioAPI, row: Element): string {
  const cells = $(row).children('td, th');
  if (cells.length === 0) return '';
  return cells
    .map((_, cell) => textOf($(cell)))
    .get()
    .filter(Boolean)
    .join(' · ');
}

/**
 * Drops "See also" sections and headings without text or subsections. A
 * heading counts as bare when the next block that is not code is a heading
 * of the same or a higher level (or the page ends).
 */
export function pruneBlocks(blocks: readonly PageBlock[]): PageBlock[] {
  const kept: PageBlock[] = [];
  let skippingBelow = 0; // Depth of the "See also" heading being skipped, 0 when none.
  blocks.forEach((block, index) => {
    const [depth, text] = block;
    if (skippingBelow > 0) {
      if (depth > 0 && depth <= skippingBelow) skippingBelow = 0;
      else return;
    }
    if (depth <= 0) {
      kept.push(block);
      return;
    }
    if (depth > 1 && LINK_LIST_HEADING.test(text)) {
      skippingBelow = depth;
      return;
    }
    const next = blocks.slice(index + 1).find(([d]) => d !== CODE_BLOCK);
    const bare = depth > 1 && (next === undefined || (next[0] > 0 && next[0] <= depth));
    if (!bare) kept.push(block);
  });
  return kept;
}

export interface ReadPageOptions {
  /** Route of the page, e.g. `/3.8.0/icicle/primitives/msm`. */
  route: string;
}

/** The page's blocks, or null for pages that are not indexed (no article, listing, noindex). */
export function readPage(html: string, {route}: ReadPageOptions): IndexedPage | null {
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content');
  const tag = meta('docsearch:docusaurus_tag') ?? 'default';
  const article = $('article').first();
  if (SKIPPED_TAGS.has(tag) || /noindex/.test(meta('robots') ?? '') || article.length === 0) {
    return null;
  }
  const isBlog = $('html').hasClass('blog-post-page');
  const binding = isBlog ? null : bindingOfPage(route);
  const blocks: PageBlock[] = [];
  const seenIdentifiers = new Set<string>();
  article.find(BLOCKS).each((_, element) => {
    const block = $(element);
    if (block.closest(EXCLUDED).length > 0) return;
    const name = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(name)) seenIdentifiers.clear(); // Each section keeps its own.
    if (name === 'pre') {
      const identifiers = codeIdentifiers(block.text()).filter((id) => !seenIdentifiers.has(id));
      identifiers.forEach((id) => seenIdentifiers.add(id));
      if (identifiers.length > 0) blocks.push([CODE_BLOCK, identifiers.join(' ')]);
      return;
    }
    // Text inside a table row or a code block is read with the row or the block.
    if (name !== 'tr' && block.parents('tr, pre').length > 0) return;
    // A list item whose text is in paragraphs is indexed through them.
    if (name === 'li' && block.children('p').length > 0) return;
    const text = name === 'tr' ? rowText($, element) : textOf(block);
    if (!text) return;
    const heading = /^h([1-6])$/.exec(name);
    if (!heading) {
      blocks.push([TEXT_BLOCK, text]);
      return;
    }
    const id = block.attr('id');
    blocks.push(id ? [Number(heading[1]), text, id] : [Number(heading[1]), text]);
  });
  const kind = pageKindOf(route, isBlog);
  return {
    route,
    lvl0: lvl0Of($, binding, isBlog),
    language: meta('docsearch:language') ?? $('html').attr('lang') ?? 'en',
    docusaurus_tag: tag,
    pageRank: Math.round(PAGE_KIND_WEIGHT[kind] * 100),
    description: meta('description') ?? '',
    binding,
    kind,
    blocks: pruneBlocks(blocks),
  };
}

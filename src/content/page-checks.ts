/** Measurements of a built docs page, used by the content tests. */
import type {CheerioAPI} from 'cheerio';

/** Words of the page body outside code, diagrams and formulas. */
export function proseWordCount($: CheerioAPI): number {
  const body = $('.theme-doc-markdown').first().clone();
  body.find('pre, code, .theme-code-block, .docusaurus-mermaid-container, .katex, svg').remove();
  // Join text nodes with spaces: minified HTML has none between block elements.
  const text = body
    .find('*')
    .addBack()
    .contents()
    .toArray()
    .filter((node) => node.type === 'text')
    .map((node) => $(node).text())
    .join(' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/** The language of each code block in the page body, null where a fence named none. */
export function codeBlockLanguages($: CheerioAPI): (string | null)[] {
  // toArray() first: cheerio's map() would drop the nulls.
  return $('.theme-doc-markdown .theme-code-block')
    .toArray()
    .map((block) => /(?:^|\s)language-([\w+-]+)/.exec($(block).attr('class') ?? '')?.[1] ?? null);
}

/**
 * Finds the C++ programs of a docs version's pages: every C++ code block, split into complete
 * programs (they define `main`) and fragments, with the prose and blocks around each program,
 * where its build lines and its stated output are.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, type CodeBlock} from '../../src/content/code-blocks';
import {settings} from './settings';

export interface PageBlock extends CodeBlock {
  /** 1-based line of the closing fence. */
  endLine: number;
  /** Text after the language on the opening fence, such as title="main.cpp". */
  meta: string;
}

/** A page in reading order: code blocks, headings, tab boundaries and paragraphs of prose. */
export type PageItem =
  | {kind: 'code'; block: PageBlock}
  | {kind: 'heading'; line: number; text: string}
  | {kind: 'tab'; line: number}
  | {kind: 'prose'; line: number; text: string};

export interface DocProgram {
  /** Page path inside the version folder, such as icicle/primitives/msm.md. */
  page: string;
  block: PageBlock;
  hash: string;
  /** File name the page gives the program (title= or "save it as"), if any. */
  fileName?: string;
  /** What follows the program up to the next heading, tab boundary or program. */
  after: PageItem[];
  /** What precedes the program back to the previous heading, tab boundary or program. */
  before: PageItem[];
}

export interface PageCode {
  page: string;
  items: PageItem[];
  programs: DocProgram[];
  /** C++ blocks without `main`. */
  fragments: number;
  /** Support files the page names (title= or "save … as"), by file name. */
  namedFiles: Map<string, string>;
}

const MAIN = /^\s*(int|auto)\s+main\s*\(/m;
const FENCE_META = /^\s*(`{3,}|~{3,})\s*[^\s`{]*\s*(.*)$/;
const SOURCE_NAME = /`([\w./-]+\.(?:cpp|cc|cxx|h|hpp))`/;

export function programHash(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, settings.hashDigits);
}

export function isCpp(block: CodeBlock): boolean {
  return settings.cppLanguages.includes(block.language);
}

export function isCompleteProgram(block: CodeBlock): boolean {
  return isCpp(block) && MAIN.test(block.code);
}

/** Splits a page into code blocks, headings, tab boundaries and prose paragraphs. */
export function pageItems(markdown: string): PageItem[] {
  const lines = markdown.split('\n');
  const blocks = extractCodeBlocks(markdown).map((block): PageBlock => {
    // extractCodeBlocks keeps every body line, so the closing fence follows the last of them.
    const endLine = block.line + block.code.split('\n').length + 1;
    const meta = FENCE_META.exec(lines[block.line - 1] ?? '')?.[2]?.trim() ?? '';
    return {...block, endLine, meta};
  });
  const items: PageItem[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  const flush = () => {
    if (paragraph.length)
      items.push({kind: 'prose', line: paragraphLine, text: paragraph.join(' ')});
    paragraph = [];
  };
  let next = 0;
  for (let i = 1; i <= lines.length; i++) {
    const block = blocks[next];
    if (block && block.line === i) {
      flush();
      items.push({kind: 'code', block});
      i = block.endLine;
      next++;
      continue;
    }
    const line = lines[i - 1]!;
    const trimmed = line.trim();
    if (/^#{1,6}\s/.test(trimmed)) {
      flush();
      items.push({kind: 'heading', line: i, text: trimmed.replace(/^#+\s*/, '')});
    } else if (/^<\/?(TabItem|Tabs)\b/.test(trimmed)) {
      flush();
      items.push({kind: 'tab', line: i});
    } else if (trimmed === '' || /^(:::|---$|\|)/.test(trimmed)) {
      flush();
    } else {
      if (!paragraph.length) paragraphLine = i;
      paragraph.push(trimmed);
    }
  }
  flush();
  return items;
}

function isBoundary(item: PageItem): boolean {
  return (
    item.kind === 'heading' ||
    item.kind === 'tab' ||
    (item.kind === 'code' && isCompleteProgram(item.block))
  );
}

/** A file name stated next to a block: title="x.cpp" on the fence, or "save it as `x.cpp`" around it. */
function statedFileName(items: PageItem[], index: number): string | undefined {
  const item = items[index];
  if (item?.kind !== 'code') return undefined;
  const title = /title=["']([^"']+)["']/.exec(item.block.meta)?.[1];
  if (title) return path.basename(title);
  for (const neighbour of [items[index - 1], items[index + 1]]) {
    if (neighbour?.kind !== 'prose') continue;
    for (const sentence of neighbour.text.split(/(?<=\.)\s+/)) {
      if (!/\bsaved?\b/i.test(sentence)) continue;
      const name = SOURCE_NAME.exec(sentence)?.[1];
      if (name) return name;
    }
  }
  return undefined;
}

export function readPageCode(page: string, markdown: string): PageCode {
  const items = pageItems(markdown);
  const programs: DocProgram[] = [];
  const namedFiles = new Map<string, string>();
  let fragments = 0;
  items.forEach((item, index) => {
    if (item.kind !== 'code' || !isCpp(item.block)) return;
    const fileName = statedFileName(items, index);
    if (!isCompleteProgram(item.block)) {
      fragments++;
      if (fileName) namedFiles.set(fileName, item.block.code);
      return;
    }
    let end = index + 1;
    while (end < items.length && !isBoundary(items[end]!)) end++;
    let start = index;
    while (start > 0 && !isBoundary(items[start - 1]!)) start--;
    programs.push({
      page,
      block: item.block,
      hash: programHash(item.block.code),
      fileName,
      after: items.slice(index + 1, end),
      before: items.slice(start, index),
    });
  });
  return {page, items, programs, fragments, namedFiles};
}

export function versionDir(siteDir: string, version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`);
}

/** Every Markdown page of a version with its C++ code, in path order. */
export function readVersionCode(siteDir: string, version: string): PageCode[] {
  const dir = versionDir(siteDir, version);
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) =>
      readPageCode(file.split(path.sep).join('/'), readFileSync(path.join(dir, file), 'utf8')),
    );
}

/**
 * Finds fenced code blocks in Markdown and checks that Rust, Go and C++
 * samples parse, with the tree-sitter grammars of those languages (WASM
 * builds, so no compiler or toolchain is needed).
 *
 * Samples are often fragments: a signature list, a few statements. A block
 * passes when it parses as a whole file, as the body of a function, or, for
 * C++ member synopses, as the body of a class.
 */
import {createRequire} from 'node:module';
import {Language, Parser} from 'web-tree-sitter';

export interface CodeBlock {
  /** Language named after the opening fence, '' when none. */
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/;

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, language] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trimStart().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(indent ? line.replace(new RegExp(`^ {0,${indent.length}}`), '') : line);
    }
    blocks.push({language: language!.toLowerCase(), code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

export type ParsedLanguage = 'rust' | 'go' | 'cpp';

const ALIASES: Record<string, ParsedLanguage> = {
  rust: 'rust',
  rs: 'rust',
  go: 'go',
  golang: 'go',
  cpp: 'cpp',
  'c++': 'cpp',
  cxx: 'cpp',
};

export function parsedLanguageOf(fenceLanguage: string): ParsedLanguage | undefined {
  return ALIASES[fenceLanguage];
}

/**
 * Splits a fragment into its leading import lines (Go `import …` lines and
 * blocks, C++ `#include`/`using` lines) and the statements after them, so
 * the statements can be wrapped in a function and the imports kept outside.
 */
function hoistImports(code: string, isImport: (line: string) => boolean): [string, string] {
  const lines = code.split('\n');
  const imports: string[] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('//')) {
      imports.push(lines[i]!);
    } else if (line === 'import (') {
      const close = lines.findIndex((l, k) => k > i && l.trim() === ')');
      const last = close === -1 ? lines.length - 1 : close;
      imports.push(...lines.slice(i, last + 1));
      i = last;
    } else if (isImport(line)) {
      imports.push(lines[i]!);
    } else {
      break;
    }
  }
  return [imports.join('\n'), lines.slice(i).join('\n')];
}

const goImport = (line: string) => line.startsWith('import ');
const cppImport = (line: string) => line.startsWith('#') || /^using namespace [\w:]+;$/.test(line);

/** Ways a fragment may legitimately stand: as a file, inside a function body, or (C++) a class body. */
const WRAPPINGS: Record<ParsedLanguage, ((code: string) => string)[]> = {
  rust: [(code) => code, (code) => `fn __sample() {\n${code}\n}`],
  // Go declarations end at a newline, so the last one needs one after it.
  go: [
    (code) => `${code}\n`,
    (code) => `package sample\n${code}\n`,
    (code) => {
      const [imports, body] = hoistImports(code, goImport);
      return `package sample\n${imports}\nfunc __sample() {\n${body}\n}`;
    },
  ],
  cpp: [
    (code) => code,
    (code) => {
      const [imports, body] = hoistImports(code, cppImport);
      return `${imports}\nvoid __sample() {\n${body}\n}`;
    },
    // Member synopses (constructors, methods) stand inside a class.
    (code) => {
      const [imports, body] = hoistImports(code, cppImport);
      return `${imports}\nstruct __Sample {\n${body}\n};`;
    },
  ],
};

export interface SampleParser {
  /** Null when the sample parses; otherwise the first error's line within the sample. */
  firstError(language: ParsedLanguage, code: string): number | null;
}

export async function createSampleParser(): Promise<SampleParser> {
  const require = createRequire(__filename);
  await Parser.init();
  const parsers = {} as Record<ParsedLanguage, Parser>;
  for (const language of ['rust', 'go', 'cpp'] as const) {
    const parser = new Parser();
    parser.setLanguage(
      await Language.load(require.resolve(`tree-sitter-${language}/tree-sitter-${language}.wasm`)),
    );
    parsers[language] = parser;
  }
  return {
    firstError(language, code) {
      let firstErrorLine: number | null = null;
      for (const wrap of WRAPPINGS[language]) {
        const source = wrap(code);
        const tree = parsers[language].parse(source);
        if (tree && !tree.rootNode.hasError) {
          return null;
        }
        if (firstErrorLine === null && tree) {
          // Report against the unwrapped sample (the first wrapping is the sample itself).
          const errorNode = tree.rootNode.descendantsOfType(['ERROR'])[0] ?? tree.rootNode;
          firstErrorLine = errorNode.startPosition.row + 1;
        }
      }
      return firstErrorLine ?? 1;
    },
  };
}

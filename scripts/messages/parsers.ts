/** The tree-sitter parsers of the three languages the library is written in (WASM grammars). */
import {createRequire} from 'node:module';
import {Language, Parser} from 'web-tree-sitter';
import type {Node} from 'web-tree-sitter';

export type SourceLanguage = 'cpp' | 'rust' | 'go';

export type SyntaxNode = Node;

export interface SourceParsers {
  /** Parses `code` and hands its root to `read`; the tree's WASM memory is freed afterwards. */
  withTree<T>(language: SourceLanguage, code: string, read: (root: SyntaxNode) => T): T;
}

export async function createSourceParsers(): Promise<SourceParsers> {
  const require = createRequire(__filename);
  await Parser.init();
  const parsers = {} as Record<SourceLanguage, Parser>;
  for (const language of ['cpp', 'rust', 'go'] as const) {
    const parser = new Parser();
    parser.setLanguage(
      await Language.load(require.resolve(`tree-sitter-${language}/tree-sitter-${language}.wasm`)),
    );
    parsers[language] = parser;
  }
  return {
    withTree(language, code, read) {
      const tree = parsers[language].parse(code);
      if (!tree) throw new Error(`tree-sitter could not parse a ${language} file`);
      try {
        return read(tree.rootNode);
      } finally {
        tree.delete();
      }
    },
  };
}

/** Every descendant of `node` (named or not), depth first, in source order. */
export function* walk(node: SyntaxNode): Generator<SyntaxNode> {
  const cursor = node.walk();
  let descending = true;
  for (;;) {
    if (descending) {
      yield cursor.currentNode;
      if (cursor.gotoFirstChild()) continue;
    }
    if (cursor.gotoNextSibling()) {
      descending = true;
      continue;
    }
    if (!cursor.gotoParent()) return;
    descending = false;
    if (cursor.currentNode.id === node.id) return;
  }
}

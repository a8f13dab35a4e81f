/**
 * A Rust file as a flat token list. Most of the wrappers' code sits inside
 * `macro_rules!` bodies, which tree-sitter keeps as token trees; reading the
 * whole file as tokens finds `panic!`, `.expect(…)` or `IcicleError::new(…)`
 * the same way in macros and in plain code. Test code (`#[test]`,
 * `#[cfg(test)]`, `#[bench]` items and `macro_rules!` whose name says test or
 * bench) is dropped.
 */
import {walk, type SyntaxNode} from './parsers';

export interface Token {
  type: string;
  text: string;
  /** 1-based line. */
  line: number;
  start: number;
  end: number;
}

const ATOMIC = new Set(['string_literal', 'raw_string_literal', 'char_literal']);
const COMMENTS = new Set(['line_comment', 'block_comment']);

export function tokensOf(root: SyntaxNode): Token[] {
  const tokens: Token[] = [];
  // The walk is depth first, so the inside of a literal or comment follows it directly.
  let skipUntil = -1;
  for (const node of walk(root)) {
    if (node.startIndex < skipUntil) continue;
    if (COMMENTS.has(node.type)) {
      skipUntil = node.endIndex;
      continue;
    }
    if (ATOMIC.has(node.type)) skipUntil = node.endIndex;
    if ((ATOMIC.has(node.type) || node.childCount === 0) && node.text !== '') {
      tokens.push({
        type: node.type,
        text: node.text,
        line: node.startPosition.row + 1,
        start: node.startIndex,
        end: node.endIndex,
      });
    }
  }
  return dropTestCode(tokens);
}

const OPEN: Record<string, string> = {'(': ')', '[': ']', '{': '}'};

/** Index of the token closing the bracket opened at `open`. */
export function closingIndex(tokens: readonly Token[], open: number): number {
  const opener = tokens[open]!.text;
  const closer = OPEN[opener];
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (text === opener) depth++;
    else if (text === closer && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** The comma-separated groups between the bracket at `open` and its closer. */
export function argumentsAt(tokens: readonly Token[], open: number): Token[][] {
  const close = closingIndex(tokens, open);
  const args: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const token = tokens[i]!;
    if (token.text in OPEN) depth++;
    else if (Object.values(OPEN).includes(token.text)) depth--;
    if (depth === 0 && token.text === ',') {
      args.push(current);
      current = [];
    } else {
      current.push(token);
    }
  }
  if (current.length > 0) args.push(current);
  return args;
}

const texts = (tokens: readonly Token[], from: number, count: number) =>
  tokens
    .slice(from, from + count)
    .map((t) => t.text)
    .join(' ');

const TEST_ATTRIBUTES = ['# [ test ]', '# [ bench ]', '# [ cfg ( test ) ]'];

/** End (exclusive) of the item that starts at `from`: its `;` or its `{…}` body. */
function itemEnd(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    if (tokens[i]!.text === ';') return i + 1;
    if (tokens[i]!.text === '{') return closingIndex(tokens, i) + 1;
  }
  return tokens.length;
}

function dropTestCode(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    const attribute = TEST_ATTRIBUTES.find((a) => texts(tokens, i, a.split(' ').length) === a);
    if (attribute) {
      i = itemEnd(tokens, i + attribute.split(' ').length);
      continue;
    }
    if (texts(tokens, i, 2) === 'macro_rules !' && /test|bench/i.test(tokens[i + 2]?.text ?? '')) {
      i = itemEnd(tokens, i + 3);
      continue;
    }
    kept.push(tokens[i]!);
    i++;
  }
  return kept;
}

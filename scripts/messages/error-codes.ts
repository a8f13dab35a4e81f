/**
 * The error codes of each binding and how each prints:
 * - C++ `icicle::eIcicleError` and the strings of `get_error_string`
 *   (`eIcicleError::INVALID_ARGUMENT`);
 * - Rust `icicle_runtime::errors::eIcicleError`: its `Debug` name, which
 *   `unwrap()` prints (`InvalidArgument`), and its `Display` text where it
 *   has one (3.8.0 and later);
 * - Go `runtime.EIcicleError`: the `AsString()` text where it exists, else
 *   the constant's name.
 * `SUCCESS` is left out: it is never reported as a problem.
 */
import type {FoundMessage} from './found';
import {walk, type SourceParsers, type SyntaxNode} from './parsers';
import {tokensOf} from './rust-tokens';
import {decodeEscapes} from './templates';

export const ERROR_CODE_FILES = {
  cpp: 'icicle/include/icicle/errors.h',
  rust: 'wrappers/rust/icicle-runtime/src/errors.rs',
  go: 'wrappers/golang/runtime/errors.go',
} as const;

interface Member {
  name: string;
  value: number;
  line: number;
}

const SUCCESS = /^success$/i;

/** Members of an enum in order, numbered as C, Rust and Go do (explicit value, else previous + 1). */
function numbered(members: {name: string; explicit?: string; line: number}[]): Member[] {
  let next = 0;
  return members.map(({name, explicit, line}) => {
    const value = explicit !== undefined ? Number(explicit) : next;
    next = value + 1;
    return {name, value, line};
  });
}

const line = (node: SyntaxNode) => node.startPosition.row + 1;

function cppCodes(root: SyntaxNode): FoundMessage[] {
  const members: Member[] = [];
  const strings = new Map<string, string>();
  for (const node of walk(root)) {
    if (node.type === 'enum_specifier' && node.childForFieldName('name')?.text === 'eIcicleError') {
      const list = node.childForFieldName('body')?.namedChildren ?? [];
      members.push(
        ...numbered(
          list
            .filter((n) => n?.type === 'enumerator')
            .map((n) => ({
              name: n!.childForFieldName('name')!.text,
              explicit: n!.childForFieldName('value')?.text,
              line: line(n!),
            })),
        ),
      );
    }
    if (node.type === 'case_statement') {
      const name = /eIcicleError::(\w+)$/.exec(node.childForFieldName('value')?.text ?? '')?.[1];
      const returned = node.namedChildren.find((n) => n?.type === 'return_statement');
      const literal = returned?.namedChildren.find((n) => n?.type === 'string_literal');
      if (name && literal) strings.set(name, decodeEscapes(literal.text.slice(1, -1)));
    }
  }
  if (members.length === 0) throw new Error('no eIcicleError enum in errors.h');
  return members
    .filter((m) => !SUCCESS.test(m.name))
    .map((m) => ({
      text: strings.get(m.name) ?? `eIcicleError::${m.name}`,
      kind: 'code',
      printed: null,
      value: m.value,
      line: m.line,
    }));
}

/** The Rust enum's variants and the `Display` text of each (`write!(f, "…")` arms). */
export function rustCodeTable(root: SyntaxNode): {members: Member[]; display: Map<string, string>} {
  const members: Member[] = [];
  for (const node of walk(root)) {
    if (node.type === 'enum_item' && node.childForFieldName('name')?.text === 'eIcicleError') {
      const variants = node.childForFieldName('body')?.namedChildren ?? [];
      members.push(
        ...numbered(
          variants
            .filter((n) => n?.type === 'enum_variant')
            .map((n) => ({
              name: n!.childForFieldName('name')!.text,
              explicit: n!.childForFieldName('value')?.text,
              line: line(n!),
            })),
        ),
      );
    }
  }
  const tokens = tokensOf(root);
  const display = new Map<string, string>();
  // eIcicleError :: Name => write ! ( f , "text" )
  for (let i = 0; i + 9 < tokens.length; i++) {
    const run = tokens.slice(i, i + 10).map((t) => t.text);
    if (run[0] === 'eIcicleError' && run[1] === '::' && run[3] === '=>' && run[4] === 'write') {
      const literal = tokens[i + 9]!;
      if (literal.type === 'string_literal')
        display.set(run[2]!, decodeEscapes(literal.text.slice(1, -1)));
    }
  }
  return {members, display};
}

function rustCodes(root: SyntaxNode): FoundMessage[] {
  const {members, display} = rustCodeTable(root);
  if (members.length === 0) throw new Error('no eIcicleError enum in errors.rs');
  return members
    .filter((m) => !SUCCESS.test(m.name))
    .flatMap((m): FoundMessage[] => {
      const shown = display.get(m.name);
      const debug: FoundMessage = {
        text: m.name,
        kind: 'code',
        printed: null,
        value: m.value,
        line: m.line,
      };
      return shown ? [debug, {...debug, text: shown}] : [debug];
    });
}

function goCodes(root: SyntaxNode): FoundMessage[] {
  const members: Member[] = [];
  const strings = new Map<string, string>();
  for (const node of walk(root)) {
    if (node.type === 'const_declaration' && /\bEIcicleError\s*=\s*iota\b/.test(node.text)) {
      const specs = node.namedChildren.filter((n) => n?.type === 'const_spec');
      members.push(
        ...specs.map((spec, index) => ({
          name: spec!.childForFieldName('name')!.text,
          value: index,
          line: line(spec!),
        })),
      );
    }
    if (node.type === 'expression_case') {
      const name = node.childForFieldName('value')?.text;
      const returned = [...walk(node)].find((n) => n.type === 'return_statement');
      const literal =
        returned && [...walk(returned)].find((n) => n.type === 'interpreted_string_literal');
      if (name && literal) strings.set(name, decodeEscapes(literal.text.slice(1, -1)));
    }
  }
  if (members.length === 0) throw new Error('no EIcicleError constants in errors.go');
  // An AsString() that ends in a default return names UnknownError there, not in its case.
  const fallback = /return\s+"(EIcicleError\.UnknownError)"\s*\}\s*$/.exec(root.text)?.[1];
  return members
    .filter((m) => !SUCCESS.test(m.name))
    .map((m) => ({
      text: strings.get(m.name) ?? (m.name === 'UnknownError' && fallback ? fallback : m.name),
      kind: 'code',
      printed: null,
      value: m.value,
      line: m.line,
    }));
}

export function errorCodes(
  language: keyof typeof ERROR_CODE_FILES,
  code: string,
  parsers: SourceParsers,
): FoundMessage[] {
  const extract = {cpp: cppCodes, rust: rustCodes, go: goCodes}[language];
  return parsers.withTree(language, code, extract);
}

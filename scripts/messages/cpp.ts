/**
 * Messages of the C++ frontend and CPU backend: `ICICLE_LOG_ERROR/WARNING/INFO
 * << …` streams, `THROW_ICICLE_ERR(code, reason)`, `ICICLE_ASSERT(cond) << …`
 * and `throw std::…(…)`. Macro bodies (`#define … \`) are parsed again as
 * code, since tree-sitter keeps them as raw text.
 *
 * How they are printed comes from `icicle/include/icicle/errors.h` and
 * `utils/log.h`; `checkCppFormats` fails the extraction if those change.
 */
import type {FoundMessage} from './found';
import {walk, type SourceParsers, type SyntaxNode} from './parsers';
import {
  collapseWhitespace,
  decodeEscapes,
  literal,
  templateOf,
  VALUE,
  type Part,
} from './templates';

const LOG_LEVELS: Record<string, {kind: FoundMessage['kind']; printed: string}> = {
  ICICLE_LOG_ERROR: {kind: 'error', printed: '[ERROR] '},
  ICICLE_LOG_WARNING: {kind: 'warning', printed: '[WARNING] '},
  ICICLE_LOG_INFO: {kind: 'info', printed: '[INFO] '},
};

/** Pieces of the printed forms, checked against errors.h and log.h at every tag. */
export const CPP_FORMAT_PIECES = {
  'icicle/include/icicle/utils/log.h': ['oss << "[" << logLevelToString(level) << "] "'],
  'icicle/include/icicle/errors.h': [
    '" : by: " + func + " at: " + file + ":" +',
    '" error: " + reason',
    'ICICLE_LOG_ERROR << err_msg',
    'os << "Assertion failed: (" << condition << "), function " << function << ", file " << file << ", line " << line',
    '<< ". "',
  ],
} as const;

export function checkCppFormats(read: (file: string) => string | undefined, tag: string): void {
  for (const [file, pieces] of Object.entries(CPP_FORMAT_PIECES)) {
    const text = read(file)?.replace(/\s+/g, ' ') ?? '';
    for (const piece of pieces) {
      if (!text.includes(piece)) {
        throw new Error(`${tag}: ${file} no longer has ${piece}; update scripts/messages/cpp.ts`);
      }
    }
  }
}

const thrownPrefix = (code: string) => `[ERROR] ${code} : by: {} at: {}:{} error: `;
const assertPrefix = (condition: string) =>
  `Assertion failed: (${condition}), function {}, file {}, line {}. `;

const isOperator = (node: SyntaxNode, operator: string) =>
  node.type === 'binary_expression' && node.childForFieldName('operator')?.type === operator;

function stringBody(node: SyntaxNode): string {
  const text = node.text;
  if (node.type === 'raw_string_literal') {
    const match = /^[a-zA-Z0-9]*R"([^(]*)\(([\s\S]*)\)\1"$/.exec(text);
    return match ? match[2]! : '';
  }
  const open = text.indexOf(node.type === 'char_literal' ? "'" : '"');
  return decodeEscapes(text.slice(open + 1, -1));
}

/** Whether an expression has a string type, so that `+` on it concatenates. */
function isString(node: SyntaxNode): boolean {
  switch (node.type) {
    case 'string_literal':
    case 'raw_string_literal':
    case 'concatenated_string':
      return true;
    case 'call_expression':
      return /^(?:std::)?(?:string|to_string)$/.test(
        node.childForFieldName('function')?.text ?? '',
      );
    case 'parenthesized_expression':
      return node.namedChildren.some((child) => child !== null && isString(child));
    default:
      return isOperator(node, '+') && node.namedChildren.some((c) => c !== null && isString(c));
  }
}

const STREAM_MANIPULATORS =
  /^std::(?:hex|dec|oct|fixed|scientific|boolalpha|setw|setfill|setprecision|flush)\b/;

function partsOf(node: SyntaxNode | null): Part[] {
  if (!node) return [VALUE];
  switch (node.type) {
    case 'string_literal':
    case 'raw_string_literal':
    case 'char_literal':
      return [literal(stringBody(node))];
    case 'number_literal':
      return [literal(node.text)];
    case 'concatenated_string':
      return node.namedChildren.flatMap((child) => partsOf(child));
    case 'parenthesized_expression':
      return isString(node) ? partsOf(node.namedChildren[0] ?? null) : [VALUE];
    case 'qualified_identifier':
      if (node.text === 'std::endl') return [literal('\n')];
      return STREAM_MANIPULATORS.test(node.text) ? [] : [VALUE];
    case 'call_expression': {
      const callee = node.childForFieldName('function')?.text ?? '';
      if (STREAM_MANIPULATORS.test(callee)) return [];
      if (/^(?:std::)?string$/.test(callee)) {
        return partsOf(node.childForFieldName('arguments')?.namedChildren[0] ?? null);
      }
      return [VALUE];
    }
    default:
      if (isOperator(node, '+') && isString(node)) {
        return [
          ...partsOf(node.childForFieldName('left')),
          ...partsOf(node.childForFieldName('right')),
        ];
      }
      return [VALUE];
  }
}

/** The operands of a `a << b << c` chain, left to right. */
function streamOperands(node: SyntaxNode): SyntaxNode[] {
  if (!isOperator(node, '<<')) return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return [...(left ? streamOperands(left) : []), ...(right ? [right] : [])];
}

const calleeName = (node: SyntaxNode) =>
  node.type === 'call_expression' ? node.childForFieldName('function')?.text : undefined;

const argumentsOf = (node: SyntaxNode) =>
  node.childForFieldName('arguments')?.namedChildren.filter((n) => n !== null) ?? [];

function messagesOfNode(node: SyntaxNode, lineOffset: number): FoundMessage[] {
  const line = node.startPosition.row + 1 + lineOffset;
  const found = (parts: Part[], kind: FoundMessage['kind'], printed: string | null) => {
    const text = templateOf(parts);
    return text === undefined ? [] : [{text, kind, printed, line}];
  };

  if (isOperator(node, '<<') && !(node.parent && isOperator(node.parent, '<<'))) {
    const [head, ...rest] = streamOperands(node);
    const level = head && LOG_LEVELS[head.text];
    if (level) return found(rest.flatMap(partsOf), level.kind, level.printed);
    if (head && calleeName(head) === 'ICICLE_ASSERT') {
      const condition = collapseWhitespace(argumentsOf(head)[0]?.text ?? '');
      return found(rest.flatMap(partsOf), 'assert', assertPrefix(condition));
    }
    return [];
  }
  const callee = calleeName(node);
  if (callee === 'ICICLE_ASSERT') {
    const inChain = node.parent && isOperator(node.parent, '<<');
    if (inChain) return [];
    const condition = collapseWhitespace(argumentsOf(node)[0]?.text ?? '');
    return found([literal(assertPrefix(condition))], 'assert', null);
  }
  if (callee === 'THROW_ICICLE_ERR') {
    const [code, reason] = argumentsOf(node);
    const codeName = /(?:^|::)([A-Z_]+)$/.exec(code?.text ?? '')?.[1];
    const printed = thrownPrefix(codeName ? `eIcicleError::${codeName}` : '{}');
    return found(partsOf(reason ?? null), 'exception', printed);
  }
  if (node.type === 'throw_statement') {
    const thrown = node.namedChildren[0];
    if (thrown?.type !== 'call_expression') return [];
    return found(partsOf(argumentsOf(thrown)[0] ?? null), 'exception', null);
  }
  return [];
}

function messagesOfTree(
  root: SyntaxNode,
  parsers: SourceParsers,
  lineOffset: number,
): FoundMessage[] {
  const messages: FoundMessage[] = [];
  for (const node of walk(root)) {
    if (node.type === 'preproc_def' || node.type === 'preproc_function_def') {
      const body = node.childForFieldName('value');
      if (!body) continue;
      // Keep one line per source line, so lines inside the macro map back to the file.
      const code = `void __macro_body() {\n${body.text.replace(/\\\r?\n/g, ' \n')}\n}`;
      const offset = lineOffset + body.startPosition.row - 1;
      messages.push(
        ...parsers.withTree('cpp', code, (macro) => messagesOfTree(macro, parsers, offset)),
      );
      continue;
    }
    messages.push(...messagesOfNode(node, lineOffset));
  }
  return messages;
}

export function cppMessages(code: string, parsers: SourceParsers): FoundMessage[] {
  return parsers.withTree('cpp', code, (root) => messagesOfTree(root, parsers, 0));
}

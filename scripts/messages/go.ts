/**
 * Messages of the Go wrappers: `panic(…)`, `errors.New(…)`, `fmt.Errorf(…)`,
 * and lines that `fmt.Print*` or `log.*` write when something went wrong
 * (told apart from progress lines by their words, see PROBLEM_WORDS). A
 * message held in a local variable (`errorString := fmt.Sprintf(…)`) is
 * followed to its assignment in the same function.
 */
import type {FoundMessage} from './found';
import {walk, type SourceParsers, type SyntaxNode} from './parsers';
import {decodeEscapes, goFormatParts, literal, templateOf, VALUE, type Part} from './templates';

/** How Go prints an unrecovered panic ahead of its value. */
export const GO_PANIC_PREFIX = 'panic: ';

/** A printed line is a problem report when it says one of these (progress lines such as "Building field …" do not). */
const PROBLEM_WORDS =
  /\b(?:error|errors|fail|failed|failure|invalid|cannot|can't|not initialized|not supported|unsupported|must|warning)\b/i;

const PRINTS =
  /^(?:fmt\.(?:Print|Println|Printf|Fprint|Fprintln|Fprintf)|log\.(?:Print|Println|Printf|Fatal|Fatalln|Fatalf|Panic|Panicln|Panicf))$/;

const argumentsOf = (call: SyntaxNode) =>
  call.childForFieldName('arguments')?.namedChildren.filter((n) => n !== null) ?? [];

const calleeOf = (node: SyntaxNode) =>
  node.type === 'call_expression' ? node.childForFieldName('function')?.text : undefined;

function enclosingFunction(node: SyntaxNode): SyntaxNode | null {
  let current = node.parent;
  while (
    current &&
    !/^(?:function_declaration|method_declaration|func_literal)$/.test(current.type)
  ) {
    current = current.parent;
  }
  return current;
}

/** The expression last assigned to `name` before `use`, inside the same function. */
function assignedValue(name: string, use: SyntaxNode): SyntaxNode | null {
  const scope = enclosingFunction(use);
  if (!scope) return null;
  let found: SyntaxNode | null = null;
  for (const node of walk(scope)) {
    if (node.startIndex >= use.startIndex) break;
    if (!/^(?:short_var_declaration|assignment_statement|var_spec)$/.test(node.type)) continue;
    const left = node.childForFieldName(node.type === 'var_spec' ? 'name' : 'left');
    const right = node.childForFieldName('value') ?? node.childForFieldName('right');
    const names = left?.type === 'expression_list' ? left.namedChildren : [left];
    const index = names.findIndex((n) => n?.text === name);
    if (index < 0 || !right) continue;
    const values = right.type === 'expression_list' ? right.namedChildren : [right];
    found = values[index] ?? null;
  }
  return found;
}

function partsOf(node: SyntaxNode | null | undefined, seen = new Set<number>()): Part[] {
  if (!node) return [VALUE];
  switch (node.type) {
    case 'interpreted_string_literal':
      return [literal(decodeEscapes(node.text.slice(1, -1)))];
    case 'raw_string_literal':
      return [literal(node.text.slice(1, -1))];
    case 'parenthesized_expression':
      return partsOf(node.namedChildren[0], seen);
    case 'binary_expression':
      if (node.childForFieldName('operator')?.type !== '+') return [VALUE];
      return [
        ...partsOf(node.childForFieldName('left'), seen),
        ...partsOf(node.childForFieldName('right'), seen),
      ];
    case 'identifier': {
      // A variable assigned from itself (err = fmt.Errorf("…%w", err)) must not loop.
      if (seen.has(node.startIndex)) return [VALUE];
      seen.add(node.startIndex);
      const value = assignedValue(node.text, node);
      return value ? partsOf(value, seen) : [VALUE];
    }
    case 'call_expression': {
      const callee = calleeOf(node);
      const args = argumentsOf(node);
      if (callee === 'fmt.Sprintf' || callee === 'fmt.Errorf') return formatted(args, seen);
      if (callee === 'errors.New' || callee === 'fmt.Sprint') {
        return args.flatMap((arg) => partsOf(arg, seen));
      }
      return [VALUE];
    }
    default:
      return [VALUE];
  }
}

/** A Printf-style call: the first argument is the format, its verbs are values. */
function formatted(args: readonly SyntaxNode[], seen: Set<number>): Part[] {
  return partsOf(args[0], seen).flatMap((part) =>
    'literal' in part ? goFormatParts(part.literal) : [part],
  );
}

/** `Println` puts a space between operands. */
const spaced = (args: readonly SyntaxNode[]): Part[] =>
  args.flatMap((arg, i) => (i === 0 ? partsOf(arg) : [literal(' '), ...partsOf(arg)]));

function messageOf(call: SyntaxNode): Omit<FoundMessage, 'line'> | undefined {
  const callee = calleeOf(call);
  const args = argumentsOf(call);
  let parts: Part[];
  let kind: FoundMessage['kind'];
  let printed: string | null = null;
  if (callee === 'panic') {
    [parts, kind, printed] = [partsOf(args[0]), 'panic', GO_PANIC_PREFIX];
  } else if (callee === 'errors.New') {
    [parts, kind] = [partsOf(args[0]), 'error-value'];
  } else if (callee === 'fmt.Errorf') {
    [parts, kind] = [formatted(args, new Set()), 'error-value'];
  } else if (callee && PRINTS.test(callee)) {
    const printedArgs = callee.startsWith('fmt.F') ? args.slice(1) : args;
    parts = callee.endsWith('f') ? formatted(printedArgs, new Set()) : spaced(printedArgs);
    kind = 'error';
  } else {
    return undefined;
  }
  const text = templateOf(parts);
  if (text === undefined) return undefined;
  if (kind === 'error' && !PROBLEM_WORDS.test(text)) return undefined;
  return {text, kind, printed};
}

export function goMessages(code: string, parsers: SourceParsers): FoundMessage[] {
  return parsers.withTree('go', code, (root) => {
    const found: FoundMessage[] = [];
    for (const node of walk(root)) {
      if (node.type !== 'call_expression') continue;
      const message = messageOf(node);
      if (message) found.push({...message, line: node.startPosition.row + 1});
    }
    return found;
  });
}

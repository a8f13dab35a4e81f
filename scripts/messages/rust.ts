/**
 * Messages of the Rust wrappers: `panic!` (and `unreachable!`, `todo!`,
 * `unimplemented!` with a message), `.expect(…)`, `assert!`/`assert_eq!`/
 * `assert_ne!` (and their `debug_` forms), `IcicleError::new(code, msg)`,
 * `.wrap_err_msg(msg)`, `Err(<string>)`, `eprintln!` (an error, or a warning when it
 * says so) and the build scripts'
 * `cargo:warning=` lines.
 */
import type {FoundMessage} from './found';
import type {SourceParsers} from './parsers';
import {argumentsAt, tokensOf, type Token} from './rust-tokens';
import {
  collapseWhitespace,
  decodeEscapes,
  literal,
  rustFormatParts,
  templateOf,
  VALUE,
  type Part,
} from './templates';

/** How Rust prints a panic (since 1.73) ahead of its message. */
export const PANIC_HEADER = "thread '{}' panicked at {}:{}:{}:\n";
const CARGO_WARNING = 'cargo:warning=';

const PANIC_MACROS = new Set(['panic', 'unreachable', 'unimplemented', 'todo']);
/** Assertion macros and how many leading arguments are not the message. */
const ASSERT_MACROS: Record<string, {operands: number; failed?: string}> = {
  assert: {operands: 1},
  debug_assert: {operands: 1},
  assert_eq: {operands: 2, failed: 'assertion `left == right` failed'},
  debug_assert_eq: {operands: 2, failed: 'assertion `left == right` failed'},
  assert_ne: {operands: 2, failed: 'assertion `left != right` failed'},
  debug_assert_ne: {operands: 2, failed: 'assertion `left != right` failed'},
};

export interface RustContext {
  /** `Display` text of each `eIcicleError` variant (`InvalidArgument` → `eIcicleError::INVALID_ARGUMENT`). */
  codeDisplay: ReadonlyMap<string, string>;
}

function literalText(token: Token): string | undefined {
  if (token.type === 'string_literal') {
    const open = token.text.indexOf('"');
    return decodeEscapes(token.text.slice(open + 1, -1));
  }
  if (token.type === 'raw_string_literal') {
    return /^b?r(#*)"([\s\S]*)"\1$/.exec(token.text)?.[2];
  }
  return undefined;
}

const isMacroCall = (tokens: readonly Token[], name: string) =>
  tokens[0]?.text === name && tokens[1]?.text === '!' && tokens[2] !== undefined;

const lastIndexBefore = (tokens: readonly Token[], at: number, test: (i: number) => boolean) => {
  for (let i = at - 1; i >= 0; i--) if (test(i)) return i;
  return -1;
};

class RustFile {
  constructor(
    private readonly tokens: readonly Token[],
    private readonly code: string,
  ) {}

  /** The parts of a value expression (not a format string). */
  expression(expr: readonly Token[], at: number): Part[] {
    let tokens = expr;
    while (tokens[0]?.text === '&') tokens = tokens.slice(1);
    if (tokens.length === 1) {
      const text = literalText(tokens[0]!);
      if (text !== undefined) return [literal(text)];
      if (tokens[0]!.type === 'identifier') return this.localValue(tokens[0]!.text, at);
    }
    const inner = this.groupArguments(tokens);
    if (isMacroCall(tokens, 'format') && inner) return this.format(inner, at);
    if (isMacroCall(tokens, 'concat') && inner)
      return inner.flatMap((arg) => this.expression(arg, at));
    const joined = tokens.map((t) => t.text).join(' ');
    if (/^String :: from \(/.test(joined) && inner) return this.expression(inner[0] ?? [], at);
    const conversion = /(?:^| )\. (?:to_string|to_owned|into) \( \)$/.exec(joined);
    if (conversion) return this.expression(tokens.slice(0, -4), at);
    return [VALUE];
  }

  /** Arguments of the first bracket group in `tokens` when the group closes the expression. */
  private groupArguments(tokens: readonly Token[]): Token[][] | undefined {
    const open = tokens.findIndex((t) => t.text === '(' || t.text === '[' || t.text === '{');
    if (open < 0) return undefined;
    return argumentsAt(tokens, open);
  }

  /** A format macro's arguments: the first is the format string, the rest fill it. */
  format(args: readonly Token[][], at: number): Part[] {
    const [first = []] = args;
    const only = first.length === 1 ? literalText(first[0]!) : undefined;
    if (only !== undefined) return rustFormatParts(only);
    if (isMacroCall(first, 'concat')) {
      const pieces = this.expression(first, at);
      return pieces.flatMap((part) => ('literal' in part ? rustFormatParts(part.literal) : [part]));
    }
    return this.expression(first, at);
  }

  /** The value of `let name = …;` nearest before `at`, when it is a message. */
  private localValue(name: string, at: number): Part[] {
    const {tokens} = this;
    const letAt = lastIndexBefore(
      tokens,
      at,
      (i) =>
        tokens[i]!.text === 'let' &&
        (tokens[i + 1]?.text === name ||
          (tokens[i + 1]?.text === 'mut' && tokens[i + 2]?.text === name)),
    );
    if (letAt < 0) return [VALUE];
    const equals = tokens.findIndex((t, i) => i > letAt && t.text === '=');
    const end = tokens.findIndex((t, i) => i > equals && t.text === ';');
    if (equals < 0 || end < 0 || end > at) return [VALUE];
    return this.expression(tokens.slice(equals + 1, end), at);
  }

  /** Source text of a token run, spaced as written. */
  sourceOf(tokens: readonly Token[]): string {
    if (tokens.length === 0) return '';
    return collapseWhitespace(this.code.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end));
  }

  messages(context: RustContext): FoundMessage[] {
    const {tokens} = this;
    const found: FoundMessage[] = [];
    const add = (
      parts: Part[],
      kind: FoundMessage['kind'],
      printed: string | null,
      line: number,
    ) => {
      const text = templateOf(parts);
      if (text !== undefined) found.push({text, kind, printed, line});
    };
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1]?.text;
      const bang = next === '!' && tokens[i + 2] && '([{'.includes(tokens[i + 2]!.text);
      const call = next === '(';
      const {line} = token;
      if (bang && PANIC_MACROS.has(token.text)) {
        const args = argumentsAt(tokens, i + 2);
        if (args.length > 0) add(this.format(args, i), 'panic', PANIC_HEADER, line);
      } else if (bang && token.text in ASSERT_MACROS) {
        const {operands, failed} = ASSERT_MACROS[token.text]!;
        const args = argumentsAt(tokens, i + 2);
        const message = args.slice(operands);
        if (message.length > 0) {
          add(
            this.format(message, i),
            'assert',
            PANIC_HEADER + (failed ? `${failed}: ` : ''),
            line,
          );
        } else if (failed) {
          add(
            [literal(`${failed}\n  left: `), VALUE, literal('\n right: '), VALUE],
            'assert',
            PANIC_HEADER,
            line,
          );
        } else {
          add(
            [literal(`assertion failed: ${this.sourceOf(args[0] ?? [])}`)],
            'assert',
            PANIC_HEADER,
            line,
          );
        }
      } else if (bang && token.text === 'eprintln') {
        // The wrappers write a failed check to stderr before returning its error code.
        const parts = this.format(argumentsAt(tokens, i + 2), i);
        const first = parts[0];
        const warns = first !== undefined && 'literal' in first && /^warning/i.test(first.literal);
        add(parts, warns ? 'warning' : 'error', null, line);
      } else if (bang && token.text === 'println') {
        const parts = this.format(argumentsAt(tokens, i + 2), i);
        const first = parts[0];
        if (first && 'literal' in first && first.literal.startsWith(CARGO_WARNING)) {
          const rest = [literal(first.literal.slice(CARGO_WARNING.length)), ...parts.slice(1)];
          add(rest, 'warning', 'warning: {}@{}: ', line);
        }
      } else if (call && token.text === 'expect' && tokens[i - 1]?.text === '.') {
        add(this.expression(argumentsAt(tokens, i + 1)[0] ?? [], i), 'panic', PANIC_HEADER, line);
      } else if (token.text === 'IcicleError' && next === '::' && tokens[i + 2]?.text === 'new') {
        const [code = [], message = []] = argumentsAt(tokens, i + 3);
        const variant = code[code.length - 1]?.text ?? '';
        const display = context.codeDisplay.get(variant) ?? '{}';
        add(this.expression(message, i), 'error-value', `${display}: `, line);
      } else if (
        call &&
        tokens[i - 1]?.text === '.' &&
        /^wrap(?:_value)?_err_msg$/.test(token.text)
      ) {
        const args = argumentsAt(tokens, i + 1);
        const message = token.text === 'wrap_err_msg' ? args[0] : args[1];
        add(this.expression(message ?? [], i), 'error-value', '{}: ', line);
      } else if (call && token.text === 'Err') {
        add(this.expression(argumentsAt(tokens, i + 1)[0] ?? [], i), 'error-value', null, line);
      }
    }
    return found;
  }
}

export function rustMessages(
  code: string,
  parsers: SourceParsers,
  context: RustContext,
): FoundMessage[] {
  const tokens = parsers.withTree('rust', code, (root) => tokensOf(root));
  return new RustFile(tokens, code).messages(context);
}

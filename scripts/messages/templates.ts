/**
 * Message templates: literal text kept exactly, every run-time value written
 * `{}`. A template is built from parts (literal text or a value), so C++
 * streams, string concatenation, Rust `format!` strings and Go `Printf`
 * verbs all end up in the same form.
 */

export type Part = {literal: string} | {value: true};

export const VALUE: Part = {value: true};

export const literal = (text: string): Part => ({literal: text});

/** Joins parts into a template; undefined when there is no literal text at all (nothing to look up). */
export function templateOf(parts: readonly Part[]): string | undefined {
  if (!parts.some((part) => 'literal' in part && part.literal.trim() !== '')) return undefined;
  const text = parts.map((part) => ('literal' in part ? part.literal : '{}')).join('');
  // The line break that ends a log line or a print is not part of what the reader looks up.
  return text.replace(/\s+$/, '');
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '?': '?',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
};

/** Decodes the backslash escapes of a C++, Rust or Go string literal's contents. */
export function decodeEscapes(body: string): string {
  return body.replace(
    /\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|\r?\n\s*|(.))/g,
    (whole, hex?: string, braced?: string, u4?: string, simple?: string) => {
      if (hex) return String.fromCharCode(parseInt(hex, 16));
      if (braced) return String.fromCodePoint(parseInt(braced, 16));
      if (u4) return String.fromCharCode(parseInt(u4, 16));
      // A backslash at the end of a line continues a Rust string without the line break and indent.
      if (simple === undefined) return '';
      return SIMPLE_ESCAPES[simple] ?? whole;
    },
  );
}

/** The parts of a Rust format string: `{}`, `{:?}`, `{name}`, `{0:>8}` are values; `{{` and `}}` are braces. */
export function rustFormatParts(format: string): Part[] {
  const parts: Part[] = [];
  let text = '';
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if ((char === '{' || char === '}') && format[i + 1] === char) {
      text += char;
      i++;
    } else if (char === '{') {
      const end = format.indexOf('}', i);
      if (end < 0) {
        text += format.slice(i);
        break;
      }
      if (text) parts.push(literal(text));
      parts.push(VALUE);
      text = '';
      i = end;
    } else {
      text += char;
    }
  }
  if (text) parts.push(literal(text));
  return parts;
}

/** The parts of a Go `Printf` format: each verb (`%d`, `%-8.3f`, `%[1]v`) is a value; `%%` is a percent sign. */
export function goFormatParts(format: string): Part[] {
  const parts: Part[] = [];
  let text = '';
  const verb = /%(?:%|[-+# 0]*(?:\[\d+\])?(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:\[\d+\])?[a-zA-Z])/y;
  for (let i = 0; i < format.length;) {
    verb.lastIndex = i;
    const match = format[i] === '%' ? verb.exec(format) : null;
    if (!match) {
      text += format[i];
      i++;
    } else if (match[0] === '%%') {
      text += '%';
      i += 2;
    } else {
      if (text) parts.push(literal(text));
      parts.push(VALUE);
      text = '';
      i += match[0].length;
    }
  }
  if (text) parts.push(literal(text));
  return parts;
}

/** Whitespace runs become one space: how the C preprocessor and Rust's `stringify!` print a condition. */
export function collapseWhitespace(code: string): string {
  return code.replace(/\s+/g, ' ').trim();
}

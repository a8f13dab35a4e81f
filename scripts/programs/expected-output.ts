/**
 * What a page states a program prints, and whether a run printed it.
 *
 * The rule, also written in maintainers/programs.md:
 * - Output block: the first output fence (text, output, …) after the program, introduced by prose
 *   that says "print" or "output". Each of its non-empty lines must appear as a whole line of the
 *   program's output, in the block's order (standard output, or standard error for log lines).
 * - Prose: otherwise, every code span in a sentence after the program that says the program prints
 *   something ("prints", "printed") must appear somewhere in its output, except spans that name a
 *   call without arguments (`get_nof_vars()`), which say what is printed. Sentences about a GPU run ("With the CUDA
 *   backend installed, …") are skipped unless they name the CPU or a machine without a GPU.
 * - Variable parts: "…" or "..." inside an expected line or span matches any text. Nothing else is
 *   ignored, so a page marks timings or random values with an ellipsis.
 */
import type {DocProgram, PageItem} from './page-programs';
import {settings} from './settings';

export interface StatedOutput {
  kind: 'block' | 'prose';
  /** Line of the page the statement starts at. */
  line: number;
  expected: string[];
}

// An output block may be introduced as "the output"; a prose statement needs the verb itself,
// since "output" is also a noun ("an output buffer smaller than …").
const INTRO_WORDS = /\b(prints?|printed|outputs?)\b/i;
const PRINT_WORDS = /\b(prints?|printed)\b/i;
// A span such as `get_nof_vars()` names the function whose value is printed, not printed text.
const API_CALL = /^[A-Za-z_][\w:.]*\(\)$/;
const GPU_CONDITION = /\b(CUDA|GPU|Metal|Vulkan|license)\b/i;
const CPU_CONDITION = /\b(CPU|without)\b/i;

function sentenceList(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z`])/);
}

export function statedOutput(program: DocProgram): StatedOutput | undefined {
  const after = program.after;
  for (let i = 0; i < after.length; i++) {
    const item = after[i]!;
    if (item.kind !== 'code' || !settings.outputLanguages.includes(item.block.language)) continue;
    const intro = after
      .slice(0, i)
      .reverse()
      .find(
        (previous): previous is Extract<PageItem, {kind: 'prose'}> => previous.kind === 'prose',
      );
    if (!intro || !INTRO_WORDS.test(intro.text)) continue;
    const expected = item.block.code
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return {kind: 'block', line: item.block.line, expected};
  }
  const expected: string[] = [];
  let line = 0;
  for (const item of after) {
    if (item.kind !== 'prose') continue;
    for (const sentence of sentenceList(item.text)) {
      if (!PRINT_WORDS.test(sentence) || /\b(not|never)\s+print/i.test(sentence)) continue;
      if (GPU_CONDITION.test(sentence) && !CPU_CONDITION.test(sentence)) continue;
      const spans = [...sentence.matchAll(/`([^`]+)`/g)]
        .map((match) => match[1]!.trim())
        .filter((span) => !API_CALL.test(span));
      if (spans.length && !line) line = item.line;
      expected.push(...spans);
    }
  }
  return expected.length ? {kind: 'prose', line, expected} : undefined;
}

function pattern(expected: string, whole: boolean): RegExp {
  const parts = expected
    .split(/\.\.\.|…/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const body = parts.join('.*?');
  return new RegExp(whole ? `^${body}$` : body);
}

// Colour codes some log lines carry (ESC [ … m), matched without a control character in the source.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function clean(text: string): string[] {
  return text
    .replace(COLOUR, '')
    .split('\n')
    .map((line) => line.trim());
}

/** Null when the output shows what the page states, otherwise what is missing. */
export function outputMismatch(
  stated: StatedOutput,
  stdout: string,
  stderr: string,
): string | null {
  const out = clean(stdout);
  const err = clean(stderr);
  if (stated.kind === 'block') {
    let outAt = 0;
    let errAt = 0;
    for (const expected of stated.expected) {
      const regex = pattern(expected, true);
      const inOut = out.findIndex((line, index) => index >= outAt && regex.test(line));
      if (inOut >= 0) {
        outAt = inOut + 1;
        continue;
      }
      const inErr = err.findIndex((line, index) => index >= errAt && regex.test(line));
      if (inErr >= 0) {
        errAt = inErr + 1;
        continue;
      }
      return `stated line not printed (in order): ${expected}`;
    }
    return null;
  }
  const all = [...out, ...err].join('\n');
  const missing = stated.expected.filter((expected) => !pattern(expected, false).test(all));
  return missing.length
    ? `stated output not printed: ${missing.map((m) => `"${m}"`).join(', ')}`
    : null;
}

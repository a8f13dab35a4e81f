/**
 * One tag's messages: every in-scope file read from git, each language's
 * extractor run on it, the error codes added, and the results merged. Two
 * sites print the same message when binding, kind, text, printed form and
 * code value agree; copies of a file generated per curve or field count once.
 */
import {MESSAGE_AREAS, type MessageArea} from '../../src/messages/areas';
import {
  MESSAGE_BINDINGS,
  MESSAGE_KINDS,
  type ExtractedMessage,
  type MessageBinding,
  type VersionMessages,
} from '../../src/messages/data';
import {areaOfPath} from './area-rules';
import {checkCppFormats, cppMessages} from './cpp';
import {ERROR_CODE_FILES, errorCodes, rustCodeTable} from './error-codes';
import type {FoundMessage} from './found';
import {openTag} from './git-source';
import {goMessages} from './go';
import type {SourceParsers} from './parsers';
import {rustMessages} from './rust';
import {bindingOfPath, copyKeyOf} from './scope';

interface Site extends FoundMessage {
  binding: MessageBinding;
  path: string;
  area: MessageArea;
}

function areaOf(path: string): MessageArea {
  const area = areaOfPath(path);
  if (!area) throw new Error(`no area for ${path}: add a rule to scripts/messages/area-rules.ts`);
  return area;
}

const keyOf = (s: Site) => JSON.stringify([s.binding, s.kind, s.text, s.printed, s.value ?? null]);

/** The area most of a message's sites are in; ties go to the area listed first. */
function majorityArea(sites: readonly Site[]): MessageArea {
  const counts = new Map<MessageArea, number>();
  for (const site of sites) counts.set(site.area, (counts.get(site.area) ?? 0) + 1);
  return [...counts].sort(
    ([a, ca], [b, cb]) => cb - ca || MESSAGE_AREAS.indexOf(a) - MESSAGE_AREAS.indexOf(b),
  )[0]![0];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sources as `path:line` in path order; of a file's generated copies, only the first copy's lines. */
function sourcesOf(sites: readonly Site[]): string[] {
  const firstCopy = new Map<string, string>();
  for (const site of sites) {
    const key = copyKeyOf(site.path);
    const known = firstCopy.get(key);
    if (known === undefined || compareText(site.path, known) < 0) firstCopy.set(key, site.path);
  }
  const kept = sites.filter((site) => firstCopy.get(copyKeyOf(site.path)) === site.path);
  const sources = kept
    .sort((a, b) => compareText(a.path, b.path) || a.line - b.line)
    .map((s) => `${s.path}:${s.line}`);
  return [...new Set(sources)];
}

function merge(sites: readonly Site[]): ExtractedMessage[] {
  const groups = new Map<string, Site[]>();
  for (const site of sites) {
    const key = keyOf(site);
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  const messages = [...groups.values()].map((group): ExtractedMessage => {
    const [first] = group;
    return {
      text: first!.text,
      binding: first!.binding,
      kind: first!.kind,
      printed: first!.printed,
      ...(first!.value !== undefined ? {value: first!.value} : {}),
      area: first!.kind === 'code' ? 'error-codes' : majorityArea(group),
      sources: sourcesOf(group),
    };
  });
  return messages.sort(
    (a, b) =>
      MESSAGE_BINDINGS.indexOf(a.binding) - MESSAGE_BINDINGS.indexOf(b.binding) ||
      MESSAGE_KINDS.indexOf(a.kind) - MESSAGE_KINDS.indexOf(b.kind) ||
      (a.value ?? 0) - (b.value ?? 0) ||
      compareText(a.text, b.text) ||
      compareText(a.printed ?? '', b.printed ?? ''),
  );
}

export function extractTag(repo: string, tag: string, parsers: SourceParsers): VersionMessages {
  const source = openTag(repo, tag);
  const read = (path: string) => {
    const text = source.read(path);
    if (text === undefined) throw new Error(`${tag}: cannot read ${path}`);
    return text;
  };
  checkCppFormats(source.read, tag);
  const rustCodeDisplay = parsers.withTree(
    'rust',
    read(ERROR_CODE_FILES.rust),
    rustCodeTable,
  ).display;

  const sites: Site[] = [];
  const inScope = source.paths.filter((path) => bindingOfPath(path) !== undefined);
  const texts = source.readAll(inScope);
  for (const path of inScope) {
    const binding = bindingOfPath(path)!;
    // A blob missing from a partial clone is a large data file, never source with messages.
    const code = texts.get(path);
    if (code === undefined) continue;
    const found =
      binding === 'cpp'
        ? cppMessages(code, parsers)
        : binding === 'rust'
          ? rustMessages(code, parsers, {codeDisplay: rustCodeDisplay})
          : goMessages(code, parsers);
    sites.push(...found.map((m) => ({...m, binding, path, area: areaOf(path)})));
  }
  for (const binding of MESSAGE_BINDINGS) {
    const path = ERROR_CODE_FILES[binding];
    const codes = errorCodes(binding, read(path), parsers);
    sites.push(...codes.map((m) => ({...m, binding, path, area: 'error-codes' as const})));
  }
  return {
    version: tag.replace(/^v/, ''),
    tag,
    commit: source.commit,
    messages: merge(sites),
  };
}

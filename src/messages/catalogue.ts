/**
 * The message catalogue: what each message the library prints means and what
 * to do about it. Entries are written by hand in
 * `data/messages/entries/<area>.yml`, one YAML list per area:
 *
 * ```yaml
 * - id: invalid-device            # kebab-case; the anchor is msg-<id>
 *   messages:                     # exact templates from data/messages/<version>.json
 *     - 'eIcicleError::INVALID_DEVICE'
 *   when: Markdown, the condition in the source that prints it.
 *   fix: Markdown, what to do (per binding where they differ).
 *   versions:                     # optional, only where behaviour differs by release
 *     - {until: 3.7.0, note: Markdown}
 * ```
 *
 * Read by the FAQ page plugin (plugins/message-catalogue) and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {isMessageArea, MESSAGE_AREAS, type MessageArea} from './areas';
import {compareVersions} from './data';

export interface VersionNote {
  /** First version the note applies to (inclusive); open when absent. */
  since?: string;
  /** Last version the note applies to (inclusive); open when absent. */
  until?: string;
  note: string;
}

export interface CatalogueEntry {
  id: string;
  /** From the file the entry is in. */
  area: MessageArea;
  messages: string[];
  when: string;
  fix: string;
  versions?: VersionNote[];
}

export const ENTRIES_DIR = path.join(__dirname, '..', '..', 'data', 'messages', 'entries');

export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSION = /^\d+\.\d+\.\d+$/;
const ENTRY_KEYS = new Set(['id', 'messages', 'when', 'fix', 'versions']);
const NOTE_KEYS = new Set(['since', 'until', 'note']);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function fail(where: string, what: string): never {
  throw new CatalogueError(`${where}: ${what}`);
}

function validateNote(value: unknown, where: string): VersionNote {
  if (typeof value !== 'object' || value === null) fail(where, 'a version note is a mapping');
  const note = value as Record<string, unknown>;
  const unknown = Object.keys(note).filter((key) => !NOTE_KEYS.has(key));
  if (unknown.length > 0) fail(where, `unknown keys ${unknown.join(', ')}`);
  for (const bound of ['since', 'until'] as const) {
    const v = note[bound];
    if (v !== undefined && !(typeof v === 'string' && VERSION.test(v))) {
      fail(where, `${bound} must be a version such as 3.8.0 (quote it in YAML)`);
    }
  }
  if (!isText(note.note)) fail(where, 'note must be non-empty Markdown');
  if (note.since === undefined && note.until === undefined)
    fail(where, 'give since, until or both');
  return note as unknown as VersionNote;
}

function validateEntry(value: unknown, area: MessageArea, where: string): CatalogueEntry {
  if (typeof value !== 'object' || value === null) fail(where, 'an entry is a mapping');
  const entry = value as Record<string, unknown>;
  const unknown = Object.keys(entry).filter((key) => !ENTRY_KEYS.has(key));
  if (unknown.length > 0) fail(where, `unknown keys ${unknown.join(', ')}`);
  if (!(typeof entry.id === 'string' && ID.test(entry.id))) fail(where, 'id must be kebab-case');
  const at = `${where} (${entry.id})`;
  const messages = entry.messages;
  if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isText)) {
    fail(at, 'messages must be a non-empty list of message templates (strings)');
  }
  if (new Set(messages).size !== messages.length) fail(at, 'a message is listed twice');
  if (!isText(entry.when)) fail(at, 'when must be non-empty Markdown');
  if (!isText(entry.fix)) fail(at, 'fix must be non-empty Markdown');
  const versions =
    entry.versions === undefined
      ? undefined
      : Array.isArray(entry.versions)
        ? entry.versions.map((note, i) => validateNote(note, `${at} versions[${i}]`))
        : fail(at, 'versions must be a list');
  return {
    id: entry.id,
    area,
    messages: messages as string[],
    when: entry.when,
    fix: entry.fix,
    ...(versions ? {versions} : {}),
  };
}

/** Validates one area file's parsed YAML. */
export function validateAreaEntries(
  value: unknown,
  area: MessageArea,
  where: string,
): CatalogueEntry[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) fail(where, 'the file must hold a list of entries');
  return value.map((entry, i) => validateEntry(entry, area, `${where}[${i}]`));
}

/** Checks what holds across files: ids unique, and each template in one entry only. */
export function checkCatalogue(entries: readonly CatalogueEntry[]): void {
  const ids = new Map<string, CatalogueEntry>();
  const owners = new Map<string, CatalogueEntry>();
  for (const entry of entries) {
    const sameId = ids.get(entry.id);
    if (sameId) fail(entry.area, `id ${entry.id} is also used in ${sameId.area}`);
    ids.set(entry.id, entry);
    for (const message of entry.messages) {
      const owner = owners.get(message);
      if (owner)
        fail(entry.area, `${entry.id} and ${owner.id} both list ${JSON.stringify(message)}`);
      owners.set(message, entry);
    }
  }
}

/** Every entry of every area file, in area order then file order. */
export function loadCatalogue(dir = ENTRIES_DIR): CatalogueEntry[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  for (const file of files) {
    const area = file.replace(/\.yml$/, '');
    if (!file.endsWith('.yml') || !isMessageArea(area)) {
      fail(path.join(dir, file), `not <area>.yml with an area of ${MESSAGE_AREAS.join(', ')}`);
    }
  }
  const entries = MESSAGE_AREAS.flatMap((area) => {
    const file = path.join(dir, `${area}.yml`);
    if (!fs.existsSync(file)) return [];
    const parsed = yaml.load(fs.readFileSync(file, 'utf8'), {filename: file});
    return validateAreaEntries(parsed, area, path.relative(process.cwd(), file));
  });
  checkCatalogue(entries);
  return entries;
}

/** The notes of an entry that apply to `version`. */
export function notesFor(entry: CatalogueEntry, version: string): VersionNote[] {
  return (entry.versions ?? []).filter(
    (note) =>
      (note.since === undefined || compareVersions(version, note.since) >= 0) &&
      (note.until === undefined || compareVersions(version, note.until) <= 0),
  );
}

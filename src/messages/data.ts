/**
 * The messages extracted from the library's source at each release tag
 * (`data/messages/<version>.json`, written by `npm run messages:extract`):
 * their types, the versions that have them, and a validating loader.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions} from '../../config/versions';
import {isMessageArea, type MessageArea} from './areas';

export const MESSAGE_BINDINGS = ['cpp', 'rust', 'go'] as const;
export type MessageBinding = (typeof MESSAGE_BINDINGS)[number];

export const MESSAGE_KINDS = [
  'error',
  'warning',
  'info',
  'exception',
  'panic',
  'assert',
  'error-value',
  'code',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface ExtractedMessage {
  /** The message with each run-time value written `{}`; literal text kept exactly. */
  text: string;
  binding: MessageBinding;
  kind: MessageKind;
  /** What the reader sees printed just before `text` (a log prefix, a panic header), or null. */
  printed: string | null;
  /** Numeric value of an error code (kind `code` only). */
  value?: number;
  area: MessageArea;
  /** `path:line` in the library's repository at the tag. */
  sources: string[];
}

export interface VersionMessages {
  version: string;
  tag: string;
  commit: string;
  messages: ExtractedMessage[];
}

/** The first docs version with a message catalogue. */
const FIRST_CATALOGUE_VERSION = [3, 0, 0];

function versionParts(version: string): number[] {
  return version.split('.').map((part) => Number(part));
}

/** Compares two `X.Y.Z` versions: negative when `a` is older. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Docs versions with a catalogue, newest first (3.0.0 to the latest). */
export const MESSAGE_VERSIONS: readonly string[] = docsVersions
  .map((version) => version.name)
  .filter((name) => compareVersions(name, FIRST_CATALOGUE_VERSION.join('.')) >= 0);

export const MESSAGES_DIR = path.join(__dirname, '..', '..', 'data', 'messages');

export function messagesFileOf(version: string, dir = MESSAGES_DIR): string {
  return path.join(dir, `${version}.json`);
}

export class MessageDataError extends Error {
  override name = 'MessageDataError';
}

function check(condition: boolean, where: string, what: string): asserts condition {
  if (!condition) throw new MessageDataError(`${where}: ${what}`);
}

function validateMessage(value: unknown, where: string): ExtractedMessage {
  const m = (value ?? {}) as Partial<Record<keyof ExtractedMessage, unknown>>;
  check(typeof m.text === 'string' && m.text !== '', where, 'text must be a non-empty string');
  check((MESSAGE_BINDINGS as readonly unknown[]).includes(m.binding), where, 'unknown binding');
  check((MESSAGE_KINDS as readonly unknown[]).includes(m.kind), where, 'unknown kind');
  check(
    m.printed === null || typeof m.printed === 'string',
    where,
    'printed must be a string or null',
  );
  check(m.value === undefined || Number.isInteger(m.value), where, 'value must be an integer');
  check(isMessageArea(m.area), where, `unknown area ${String(m.area)}`);
  check(
    Array.isArray(m.sources) && m.sources.every((s) => typeof s === 'string' && /:\d+$/.test(s)),
    where,
    'sources must be path:line strings',
  );
  return m as ExtractedMessage;
}

/** Validates the parsed contents of one `data/messages/<version>.json`. */
export function validateVersionMessages(value: unknown, where: string): VersionMessages {
  const data = (value ?? {}) as Partial<Record<keyof VersionMessages, unknown>>;
  check(typeof data.version === 'string', where, 'version must be a string');
  check(data.tag === `v${data.version}`, where, 'tag must be v<version>');
  check(typeof data.commit === 'string' && /^[0-9a-f]{40}$/.test(data.commit), where, 'commit');
  check(Array.isArray(data.messages), where, 'messages must be an array');
  const messages = data.messages.map((m, i) => validateMessage(m, `${where} messages[${i}]`));
  return {version: data.version, tag: data.tag, commit: data.commit, messages};
}

export function loadVersionMessages(version: string, dir = MESSAGES_DIR): VersionMessages {
  const file = messagesFileOf(version, dir);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const data = validateVersionMessages(parsed, path.relative(process.cwd(), file));
  check(data.version === version, file, `holds version ${data.version}`);
  return data;
}

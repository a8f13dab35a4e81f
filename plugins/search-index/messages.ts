/**
 * The message catalogue of a docs version, as its search shard carries it
 * (`ShardMessages`): every message template printed at the version's tag
 * (data/messages/<version>.json) with the anchor of the catalogue entry that
 * explains it on the version's FAQ page (plugins/message-catalogue), and the
 * words of what is printed around messages, which a pasted message brings
 * along and which say nothing about which message it is.
 */
import {anchorOf} from '../message-catalogue/html';
import {shownAreas} from '../message-catalogue/select';
import {loadCatalogue, type CatalogueEntry} from '../../src/messages/catalogue';
import {loadVersionMessages, MESSAGE_VERSIONS} from '../../src/messages/data';
import {messageTokens} from '../../src/search/messages';
import type {IndexedPage, ShardMessages} from '../../src/search/records';

/**
 * What the language runtimes print around a message: a C++ exception that
 * ends the program, a Rust panic or `unwrap`, a Go panic. Readers paste
 * these lines with the message.
 */
const RUNTIME_DECORATION = [
  "terminate called after throwing an instance of 'std::runtime_error' what(): Aborted (core dumped)",
  "thread 'main' panicked at called `Result::unwrap()` on an `Err` value",
  'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace',
  'panic: goroutine [running]: exit status',
];

/** The decoration words of the printed prefixes of one version's messages. */
function decorationOf(printed: readonly (string | null)[]): string[] {
  const words = new Set<string>();
  for (const text of [...printed, ...RUNTIME_DECORATION]) {
    if (!text) continue;
    // An assertion prints its condition: code of one check, not decoration.
    for (const word of messageTokens(text.replace(/\(.*\)/s, ''))) words.add(word);
  }
  return [...words].sort();
}

/** The catalogue of `version` on `faqPage`, or undefined for versions without extracted messages. */
export function shardMessagesOf(
  version: string,
  faqPage: IndexedPage | undefined,
  entries: readonly CatalogueEntry[] = loadCatalogue(),
): ShardMessages | undefined {
  if (!faqPage || !MESSAGE_VERSIONS.includes(version)) return undefined;
  const data = loadVersionMessages(version);
  const templates: [string, string][] = shownAreas(data, entries).flatMap((area) =>
    area.entries.flatMap(({entry, present}) =>
      present.map((template): [string, string] => [template, anchorOf(entry.id)]),
    ),
  );
  return {
    route: faqPage.route,
    entries: templates,
    decoration: decorationOf(data.messages.map((message) => message.printed)),
  };
}

/**
 * Extracts every message the library prints (errors, warnings, exceptions,
 * panics, assertions, returned error strings, error codes) from its source
 * at each release tag, into `data/messages/<version>.json`.
 *
 *   npm run messages:extract -- --repo <icicle git dir or checkout> [--tag v4.0.0 …]
 *
 * Without `--tag`, every docs version from 3.0.0 to the latest. Reads git
 * objects only: no checkout, no network, nothing is built. The output is the
 * same bytes on every run over the same tags.
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {MESSAGE_VERSIONS, MESSAGES_DIR, messagesFileOf} from '../src/messages/data';
import {extractTag} from './messages/collect';
import {createSourceParsers} from './messages/parsers';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      repo: {type: 'string'},
      tag: {type: 'string', multiple: true},
      out: {type: 'string', default: MESSAGES_DIR},
    },
  });
  if (!values.repo) {
    throw new Error('usage: npm run messages:extract -- --repo <icicle git dir> [--tag vX.Y.Z …]');
  }
  const tags = values.tag ?? MESSAGE_VERSIONS.map((version) => `v${version}`);
  const parsers = await createSourceParsers();
  fs.mkdirSync(values.out, {recursive: true});
  for (const tag of tags) {
    const data = extractTag(values.repo, tag, parsers);
    const file = messagesFileOf(data.version, values.out);
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`${tag}: ${data.messages.length} messages -> ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

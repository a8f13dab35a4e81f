/**
 * The message catalogue covers what the library prints: every message
 * extracted at every tag (data/messages/<version>.json) has an entry in
 * data/messages/entries/, and every entry names messages that exist.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MESSAGE_AREAS} from '../../src/messages/areas';
import {
  CatalogueError,
  checkCatalogue,
  loadCatalogue,
  notesFor,
  validateAreaEntries,
} from '../../src/messages/catalogue';
import {loadVersionMessages, MESSAGE_VERSIONS} from '../../src/messages/data';

const versions = MESSAGE_VERSIONS.map((version) => loadVersionMessages(version));
const entries = loadCatalogue();

test('every docs version from 3.0.0 to the latest has extracted messages', () => {
  assert.ok(MESSAGE_VERSIONS.includes('3.0.0') && MESSAGE_VERSIONS.includes('4.0.0'));
  for (const data of versions) {
    assert.equal(data.tag, `v${data.version}`);
    assert.ok(data.messages.length > 0, `${data.version} has no messages`);
  }
});

test('every message of every version has an entry', () => {
  const covered = new Set(entries.flatMap((entry) => entry.messages));
  const missing = new Map<string, {area: string; versions: string[]}>();
  for (const data of versions) {
    for (const message of data.messages) {
      if (covered.has(message.text)) continue;
      const known = missing.get(message.text) ?? {area: message.area, versions: []};
      if (!known.versions.includes(data.version)) known.versions.push(data.version);
      missing.set(message.text, known);
    }
  }
  const byArea = MESSAGE_AREAS.flatMap((area) =>
    [...missing]
      .filter(([, info]) => info.area === area)
      .map(([text, info]) => `  [${area}] ${JSON.stringify(text)} (${info.versions.join(', ')})`),
  );
  assert.equal(byArea.length, 0, `${byArea.length} messages have no entry:\n${byArea.join('\n')}`);
});

test('every message an entry names is printed by some version', () => {
  const printed = new Set(versions.flatMap((data) => data.messages.map((m) => m.text)));
  const unknown = entries.flatMap((entry) =>
    entry.messages
      .filter((text) => !printed.has(text))
      .map((text) => `${entry.id}: ${JSON.stringify(text)}`),
  );
  assert.deepEqual(
    unknown,
    [],
    'templates that no version prints (check spelling and {} placeholders)',
  );
});

test('entries are validated: when and fix are required, ids and templates unique', () => {
  const base = {id: 'a-b', messages: ['x'], when: 'When.', fix: 'Fix.'};
  assert.equal(validateAreaEntries([base], 'runtime', 'f').length, 1);
  assert.throws(() => validateAreaEntries([{...base, when: ''}], 'runtime', 'f'), CatalogueError);
  assert.throws(
    () => validateAreaEntries([{...base, fix: undefined}], 'runtime', 'f'),
    CatalogueError,
  );
  assert.throws(() => validateAreaEntries([{...base, id: 'A_b'}], 'runtime', 'f'), CatalogueError);
  assert.throws(
    () => validateAreaEntries([{...base, messages: []}], 'runtime', 'f'),
    CatalogueError,
  );
  assert.throws(() => validateAreaEntries([{...base, extra: 1}], 'runtime', 'f'), CatalogueError);
  assert.throws(
    () => validateAreaEntries([{...base, versions: [{note: 'n'}]}], 'runtime', 'f'),
    CatalogueError,
  );
  const [entry] = validateAreaEntries([base], 'runtime', 'f');
  assert.throws(() => checkCatalogue([entry!, {...entry!, id: 'c'}]), CatalogueError);
  assert.throws(() => checkCatalogue([entry!, {...entry!, messages: ['y']}]), CatalogueError);
});

test('version notes apply within their bounds', () => {
  const [entry] = validateAreaEntries(
    [
      {
        id: 'n',
        messages: ['x'],
        when: 'w',
        fix: 'f',
        versions: [
          {until: '3.7.0', note: 'old'},
          {since: '3.8.0', note: 'new'},
        ],
      },
    ],
    'runtime',
    'f',
  );
  assert.deepEqual(
    notesFor(entry!, '3.7.0').map((n) => n.note),
    ['old'],
  );
  assert.deepEqual(
    notesFor(entry!, '3.10.0').map((n) => n.note),
    ['new'],
  );
});

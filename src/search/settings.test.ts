/** The search settings: every value within its range, each with its reason. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {SEARCH_SETTING_SCHEMA, SEARCH_SETTINGS, settingEntries} from './settings';

test('every setting lies within its range, whole where it counts', () => {
  const entries = settingEntries();
  assert.ok(entries.length > 0);
  for (const [name, {value, min, max, integer}] of entries) {
    assert.ok(min <= max, `${name}: range [${min}, ${max}]`);
    assert.ok(value >= min && value <= max, `${name} = ${value} is outside [${min}, ${max}]`);
    if (integer) assert.ok(Number.isInteger(value), `${name} = ${value} is not a whole number`);
  }
});

test('every setting has a one-line reason in the comment above it', () => {
  const lines = readFileSync(path.join(__dirname, 'settings.ts'), 'utf8').split('\n');
  const settings = lines
    .map((line, i) => ({line, i}))
    .filter(({line}) => /^\s+[\w'-]+: (weight|count)\(/.test(line));
  assert.equal(settings.length, settingEntries().length, 'one line per setting');
  for (const {line, i} of settings) {
    assert.match(lines[i - 1]!, /^\s*\/\*\* \S.* \*\/$/, `${line.trim()} needs a one-line reason`);
  }
});

test('the values the search reads are the schema values', () => {
  const valueAt = (name: string) =>
    name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], SEARCH_SETTINGS);
  for (const [name, setting] of settingEntries(SEARCH_SETTING_SCHEMA)) {
    assert.equal(valueAt(name), setting.value, name);
  }
});

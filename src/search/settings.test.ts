/** The search settings: every value within its range, with its reason. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SEARCH_SETTING_SCHEMA, SEARCH_SETTINGS, settingEntries} from './settings';

test('every setting lies within its range, whole where it counts, with a one-line reason', () => {
  const entries = settingEntries();
  assert.ok(entries.length > 0);
  for (const [name, {value, min, max, integer, reason}] of entries) {
    assert.ok(min <= max, `${name}: range [${min}, ${max}]`);
    assert.ok(value >= min && value <= max, `${name} = ${value} is outside [${min}, ${max}]`);
    if (integer) assert.ok(Number.isInteger(value), `${name} = ${value} is not a whole number`);
    assert.match(reason, /^\S[^\n]*$/, `${name} needs a one-line reason`);
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

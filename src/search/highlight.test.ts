/** Highlighting and snippets of hit text. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {highlight, snippet} from './highlight';

describe('highlight and snippet', () => {
  test('highlight marks the words indexed under a matched term, whole identifiers included', () => {
    const result = highlight('Merkle trees, installing and get_merkle_proof', [
      'merkl',
      'instal',
      'get_merkle_proof',
    ]);
    assert.equal(
      result.value,
      '<mark>Merkle</mark> trees, <mark>installing</mark> and <mark>get_merkle_proof</mark>',
    );
    assert.equal(result.matchLevel, 'full');
    assert.equal(highlight('nothing here', ['merkl']).matchLevel, 'none');
  });

  test('snippet keeps a window of the given number of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    assert.equal(snippet(text, ['nine'], 5).value, '…seven eight <mark>nine</mark> ten eleven…');
    assert.equal(snippet(text, ['one'], 10).value.endsWith('…'), true);
    assert.equal(snippet('short text', ['short'], 10).value, '<mark>short</mark> text');
  });
});

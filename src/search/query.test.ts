/** Query parsing: binding words, stop words, identifiers, synonyms, the prefix of the last word. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import synonymsFile from '../../data/search-synonyms.json';
import {compileSynonyms, parseQuery} from './query';

describe('queries', () => {
  test('binding words name a binding, stop words and single letters are dropped', () => {
    const parsed = parseQuery('how do I run a rust msm');
    assert.deepEqual(parsed.bindings, ['rust']);
    assert.deepEqual(
      parsed.concepts.map((concept) => concept.text),
      ['run', 'rust', 'msm'],
    );
    assert.deepEqual(
      parseQuery("what's new").concepts.map((c) => c.text),
      ['new'],
    );
  });

  test('an identifier matches as typed, by its trailing name, or by its words', () => {
    const [concept] = parseQuery('msm.PrecomputeBases').concepts;
    assert.equal(concept!.identifier, true);
    assert.deepEqual(
      concept!.alternatives.map((a) => [a.terms, a.tier]),
      [
        [['msm.precomputebases'], 2],
        [['precomputebases'], 1],
        [['msm', 'precomput', 'base'], 0],
      ],
    );
    // A plain trailing word is no identifier: `Poseidon2::new` is not found by `new`.
    const [poseidon] = parseQuery('Poseidon2::new').concepts;
    assert.ok(!poseidon!.alternatives.some((a) => a.terms.join() === 'new'));
  });

  test('a synonym phrase becomes one concept with every phrase of its group', () => {
    const synonyms = compileSynonyms([
      ['multi-gpu', 'several gpus'],
      ['gpu', 'graphics card'],
    ]);
    const [concept] = parseQuery('several gpus', synonyms).concepts;
    assert.deepEqual(
      concept!.alternatives.map((a) => a.terms),
      [
        ['sever', 'gpu'],
        ['multi', 'gpu'],
      ],
    );
    // A word of the phrase may itself be spelled by a synonym.
    const [chained] = parseQuery('several graphics cards', synonyms).concepts;
    assert.equal(chained!.text, 'several graphics cards');
    assert.equal(chained!.alternatives.length, 2);
  });

  test('the synonyms file parses into groups of at least two phrases', () => {
    for (const group of compileSynonyms(synonymsFile.groups)) {
      assert.ok(group.length >= 2, JSON.stringify(group));
      assert.ok(
        group.every((phrase) => phrase.length > 0),
        JSON.stringify(group),
      );
    }
  });

  test('only the last word matches as a prefix, and not after a space', () => {
    assert.equal(parseQuery('merkle tr').prefixLast, true);
    assert.equal(parseQuery('merkle tree ').prefixLast, false);
  });
});

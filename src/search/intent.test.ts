import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {seeksHelp} from './intent';

describe('seeksHelp: whether a query asks for help with a problem (intent.ts)', () => {
  test('a symptom, a question or a pasted message seeks help', () => {
    for (const query of [
      'icicle still on cpu',
      'msm crashes on large inputs',
      'does icicle support amd gpus',
      'Device type CUDA is not valid',
    ]) {
      assert.equal(seeksHelp(query), true, query);
    }
  });

  test('a concept\'s synonyms count: "out of memory" stands for oom', () => {
    assert.equal(seeksHelp('msm out of memory'), false);
    assert.equal(seeksHelp('msm out of memory', [['oom']]), true);
  });

  test('a platform the FAQ answers for seeks help: hardware, systems, containers', () => {
    for (const query of [
      'rtx 4090',
      'icicle on windows',
      'gpu proving in docker',
      'msm on android',
    ]) {
      assert.equal(seeksHelp(query), true, query);
    }
  });

  test('a topic, an identifier or a task does not', () => {
    for (const query of [
      'msm config',
      'install from the release tarball',
      'try icicle in a colab notebook',
    ]) {
      assert.equal(seeksHelp(query), false, query);
    }
  });
});

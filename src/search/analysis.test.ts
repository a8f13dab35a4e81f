/** Text analysis: identifiers, stems, binding names, version numbers, shorter forms. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {analyzeText, indexTerms} from './analysis';
import {shorterForms} from './term-search';

describe('analysis', () => {
  test('keeps identifiers whole and splits them into their words', () => {
    assert.deepEqual(indexTerms('get_default_msm_config'), [
      'get_default_msm_config',
      'get',
      'default',
      'msm',
      'config',
    ]);
    const camel = analyzeText('GetDefaultMSMConfig')[0]!;
    assert.equal(camel.whole, 'getdefaultmsmconfig');
    assert.deepEqual(camel.parts, ['get', 'default', 'msm', 'config']);
  });

  test('indexes the trailing paths of `::` and `.` chains', () => {
    const rust = analyzeText('icicle_core::msm::msm(')[0]!;
    assert.equal(rust.whole, 'icicle_core::msm::msm');
    assert.deepEqual(rust.extra, ['msm::msm', 'msm']);
    const go = analyzeText('call msm.PrecomputeBases here')[1]!;
    assert.equal(go.whole, 'msm.precomputebases');
    assert.ok(go.extra.includes('precomputebases'));
  });

  test('stems English words and folds binding names', () => {
    assert.deepEqual(indexTerms('installing curves'), ['instal', 'curv']);
    assert.deepEqual(indexTerms('C++ cpp Golang go Rust'), ['cpp', 'cpp', 'go', 'go', 'rust']);
  });

  test('version numbers are found by their prefixes, `-D` flags by their name', () => {
    assert.deepEqual(indexTerms('v4.0.0').sort(), ['4', '4.0', '4.0.0']);
    assert.deepEqual(indexTerms('3.x'), ['3']);
    assert.ok(indexTerms('-DCURVE=bn254').includes('curve'));
  });

  test('shorter forms of a stem reach derived words', () => {
    assert.ok(shorterForms('addit').includes('add'));
    assert.ok(shorterForms('configur').includes('config'));
    assert.deepEqual(shorterForms('msm'), []);
    assert.deepEqual(shorterForms('bn254'), []);
  });
});

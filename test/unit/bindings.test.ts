import assert from 'node:assert/strict';
import {test} from 'node:test';
import {bindingLanguageOf} from '../../src/content/bindings';

test('maps API routes of both layouts to their binding language', () => {
  assert.equal(bindingLanguageOf('/api/rust-bindings/msm'), 'rust');
  assert.equal(bindingLanguageOf('/3.9.0/api/golang-bindings/lattice/pqc-ml-kem'), 'go');
  assert.equal(bindingLanguageOf('/api/cpp/ntt'), 'cpp');
  assert.equal(bindingLanguageOf('/cppstart'), 'cpp');
  assert.equal(bindingLanguageOf('/icicle/primitives/pairings'), 'cpp');
  assert.equal(bindingLanguageOf('/3.9.0/rustoverview'), 'rust');
  assert.equal(bindingLanguageOf('/3.8.0/icicle/golang-bindings/msm'), 'go');
  assert.equal(bindingLanguageOf('/3.8.0/icicle/rust-bindings'), 'rust');
  assert.equal(bindingLanguageOf('/3.5.0/icicle/primitives/msm'), 'cpp');
  assert.equal(bindingLanguageOf('/1.10.1/icicle/primitives/poseidon'), 'cpp');
  assert.equal(bindingLanguageOf('/2.8.0/icicle/polynomials/overview'), 'cpp');
});

test('leaves guides, the release README and the API overview alone', () => {
  assert.equal(bindingLanguageOf('/setup'), null);
  assert.equal(bindingLanguageOf('/apioverview'), null);
  assert.equal(bindingLanguageOf('/api/cpp/Icicle_Release_README'), null);
  assert.equal(bindingLanguageOf('/start/programmers_guide/rust'), null);
  assert.equal(bindingLanguageOf('/3.8.0/icicle/primitives/overview'), null);
  assert.equal(bindingLanguageOf('/3.8.0/icicle/primitives/Icicle_Release_README'), null);
  assert.equal(bindingLanguageOf('/3.8.0/icicle/programmers_guide/cpp'), null);
});

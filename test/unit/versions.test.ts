import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  docsVersions,
  dropdownVersions,
  latestVersion,
  selectBuiltVersions,
} from '../../config/versions';
import {referenceVersions, normalizeRoute} from '../../src/site-map';

test('versions.json lists the 13 reference versions, newest first', () => {
  assert.deepEqual(
    docsVersions.map((v) => v.name),
    referenceVersions.map((v) => v.name),
  );
  assert.equal(docsVersions.length, 13);
});

test('4.0.0 is the latest version, served at the site root', () => {
  assert.equal(latestVersion.name, '4.0.0');
  assert.equal(latestVersion.rootPath, '/');
  for (const version of docsVersions) {
    const reference = referenceVersions.find((r) => r.name === version.name)!;
    assert.equal(version.isLatest, reference.isLast, version.name);
    assert.equal(version.rootPath, normalizeRoute(reference.path), version.name);
  }
});

test('the dropdown offers 4.0.0 down to 2.8.0 and leaves out the archived 1.10.1', () => {
  assert.deepEqual(
    dropdownVersions.map((v) => v.name),
    [
      '4.0.0',
      '3.9.0',
      '3.8.0',
      '3.7.0',
      '3.6.0',
      '3.5.0',
      '3.4.0',
      '3.3.0',
      '3.2.0',
      '3.1.0',
      '3.0.0',
      '2.8.0',
    ],
  );
  assert.equal(docsVersions.find((v) => v.name === '1.10.1')?.archived, true);
});

test('3.9.0 and 4.0.0 use the start/api layout, older versions the icicle layout', () => {
  for (const version of docsVersions) {
    const reference = referenceVersions.find((r) => r.name === version.name)!;
    const expected = reference.mainDocId === 'start/intro/start' ? 'start-api' : 'icicle';
    assert.equal(version.layout, expected, version.name);
  }
});

test('DOCS_VERSIONS selects versions to build and always keeps the latest', () => {
  assert.equal(selectBuiltVersions(undefined).length, 13);
  assert.deepEqual(
    selectBuiltVersions('latest').map((v) => v.name),
    ['4.0.0'],
  );
  assert.deepEqual(
    selectBuiltVersions('3.8.0, 1.10.1').map((v) => v.name),
    ['4.0.0', '3.8.0', '1.10.1'],
  );
  assert.throws(() => selectBuiltVersions('9.9.9'), /unknown versions: 9\.9\.9/);
});

test('all 13 versions are complete: the route test requires all 628 reference routes', () => {
  assert.ok(docsVersions.every((v) => v.complete));
  const routes = referenceVersions.flatMap((v) => v.docs.map((doc) => normalizeRoute(doc.path)));
  assert.equal(routes.length, 628);
  assert.equal(new Set(routes).size, 628);
});

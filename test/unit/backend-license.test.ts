/**
 * The CUDA backend needs a license from 3.0.0 on, when backends became
 * separate libraries loaded at runtime (`ICICLE_LICENSE` appears in the
 * library's sources from tag v3.0.0). Every such version documents it where a
 * reader installing the backend looks: a License section on the backend
 * install page, a link to it from getting started, and an FAQ entry for
 * license errors. Older versions compile CUDA into the library and have no
 * license to set.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {docsVersions} from '../../config/versions';
import {referenceVersion} from '../../src/site-map';

const siteDir = path.resolve(__dirname, '..', '..');

/** The first major version whose CUDA backend checks a license. */
const FIRST_LICENSED_MAJOR = 3;

const licensed = (name: string) => Number(name.split('.')[0]) >= FIRST_LICENSED_MAJOR;

function sourceOf(version: string, docId: string): string {
  const base = path.join(siteDir, 'versioned_docs', `version-${version}`, docId);
  const file = [`${base}.md`, `${base}.mdx`].find((candidate) => existsSync(candidate));
  assert.ok(file, `no Markdown file for ${docId} in ${version}`);
  return readFileSync(file, 'utf8');
}

/** The one doc of the version whose id ends with one of `names`. */
function docIdOf(version: string, names: readonly string[]): string {
  const ids = referenceVersion(version)
    .docs.map((doc) => doc.id)
    .filter((id) => names.includes(id.split('/').pop()!));
  assert.equal(ids.length, 1, `${version}: expected one of ${names.join(', ')}, found ${ids}`);
  return ids[0]!;
}

describe('CUDA backend license', () => {
  for (const {name} of docsVersions.filter((v) => licensed(v.name))) {
    describe(name, () => {
      const installId = docIdOf(name, ['install_cuda_backend', 'install_gpu_backend']);
      const installFile = `${installId.split('/').pop()}.md#license`;

      test('the backend install page has a License section', () => {
        const source = sourceOf(name, installId);
        assert.match(source, /^## License$/m);
        for (const fact of ['ICICLE_LICENSE', 'port@', 'LICENSE_CHECK_ERROR']) {
          assert.ok(source.includes(fact), `${installId} does not mention ${fact}`);
        }
      });

      test('getting started links to it', () => {
        const source = sourceOf(name, docIdOf(name, ['getting_started']));
        assert.ok(source.includes(installFile), `no link to ${installFile}`);
      });

      test('the FAQ has an entry for license errors that links to it', () => {
        const source = sourceOf(name, docIdOf(name, ['faq_and_troubleshooting']));
        assert.match(source, /^#{2,3} .*licen[cs]e/im);
        assert.ok(source.includes(installFile), `no link to ${installFile}`);
      });
    });
  }

  test('versions before the licensed backend do not mention a license variable', () => {
    for (const {name} of docsVersions.filter((v) => !licensed(v.name))) {
      for (const {id} of referenceVersion(name).docs) {
        assert.ok(!sourceOf(name, id).includes('ICICLE_LICENSE'), `${name} ${id}`);
      }
    }
  });
});

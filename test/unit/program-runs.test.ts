/**
 * Every complete C++ program on a docs page (a C++ block with `main`) has a run record for its
 * current text in data/program-runs/<version>.json that says it passed, or that it needs a GPU and
 * why. An edited program changes its hash, so it must be run again with
 * `npm run programs:run` (see maintainers/programs.md) before it lands.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {readVersionCode} from '../../scripts/programs/page-programs';
import {readRecords} from '../../scripts/programs/records';

const siteDir = path.resolve(__dirname, '..', '..');
const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];

describe('program runs', () => {
  for (const version of versions) {
    test(`${version}: every complete C++ program has a passing or needs-gpu record`, () => {
      const records = readRecords(siteDir, version);
      const programs = readVersionCode(siteDir, version).flatMap((page) => page.programs);
      if (!programs.length) return;
      assert.ok(
        records,
        `no data/program-runs/${version}.json: run npm run programs:run -- --version ${version}`,
      );
      assert.equal(records.version, version);
      const problems = programs.flatMap((program) => {
        const where = `${program.page}:${program.block.line} (hash ${program.hash})`;
        const record = records.programs.find(
          (r) => r.page === program.page && r.hash === program.hash,
        );
        if (!record) return [`${where}: no record for this text; run it again`];
        if (record.status === 'passed') return [];
        if (record.status === 'needs-gpu' && record.reason.trim()) return [];
        return [
          `${where}: recorded as ${record.status}${record.reason ? `: ${record.reason.split('\n')[0]}` : ''}`,
        ];
      });
      assert.deepEqual(problems, []);
    });
  }
});

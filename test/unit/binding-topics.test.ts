/**
 * data/binding-topics.json against the page inventory: every id exists in
 * its version, every binding page of every version is listed under its
 * binding, and the primitives × bindings tables of the overview pages link
 * the same pages as the data, so the switch and the tables cannot drift.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  BINDINGS,
  type Binding,
  bindingTopicOf,
  bindingTopicsOf,
  bindingTopicVersions,
  sameBindingTopicIn,
} from '../../src/bindings/topics';
import {bindingOfPage} from '../../src/content/bindings';
import {normalizeRoute, referenceVersion, referenceVersions} from '../../src/site-map';
import {findTopicDoc} from '../../src/versioning/topics';

const siteDir = path.resolve(__dirname, '..', '..');

/** The primitives × bindings table of each version: the API overview page. */
const OVERVIEW_IDS = ['api/overview', 'icicle/primitives/overview'];

const BINDING_COLUMNS: Readonly<Record<string, Binding>> = {
  'C++': 'cpp',
  'C++ page': 'cpp',
  Rust: 'rust',
  Go: 'go',
};

interface TableRow {
  primitive: string;
  /** The doc id each binding cell links to, for the cells that link. */
  links: Partial<Record<Binding, string>>;
}

/** Rows of the tables that have binding columns, with the doc ids their cells link to. */
function overviewRows(version: string, overviewId: string): TableRow[] {
  const file = path.join(siteDir, 'versioned_docs', `version-${version}`, `${overviewId}.md`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const rows: TableRow[] = [];
  let columns: (Binding | null)[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('|')) {
      columns = null;
      continue;
    }
    if (columns === null) {
      columns = cells(line).map((header) => BINDING_COLUMNS[header] ?? null);
      i++; // the delimiter row
      continue;
    }
    if (!columns.some(Boolean)) continue;
    const row: TableRow = {primitive: cells(line)[0]!, links: {}};
    cells(line).forEach((cell, c) => {
      const binding = columns![c];
      const target = /\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/.exec(cell)?.[1];
      if (!binding || !target) return;
      row.links[binding] = path.posix
        .join(path.posix.dirname(overviewId), target)
        .replace(/\.md$/, '');
    });
    rows.push(row);
  }
  return rows;
}

describe('binding topics data', () => {
  test('lists exactly the versions of the site', () => {
    assert.deepEqual(
      [...bindingTopicVersions()].sort(),
      referenceVersions.map((v) => v.name).sort(),
    );
  });

  for (const version of referenceVersions) {
    describe(version.name, () => {
      const ids = new Set(version.docs.map((doc) => doc.id));
      const rows = bindingTopicsOf(version.name);

      test('every id exists in the version, every topic once', () => {
        for (const row of rows) {
          for (const binding of BINDINGS) {
            const id = row[binding];
            if (id !== null) assert.ok(ids.has(id), `${row.topic} ${binding}: no doc ${id}`);
          }
        }
        assert.equal(new Set(rows.map((row) => row.topic)).size, rows.length);
      });

      test('every binding page is listed under its binding', () => {
        for (const doc of version.docs) {
          const binding = bindingOfPage(normalizeRoute(doc.path));
          if (!binding) continue;
          assert.equal(
            bindingTopicOf(version.name, doc.id)?.binding,
            binding,
            `${doc.id} (${binding}) is not listed under ${binding}`,
          );
        }
      });

      const overviewId = OVERVIEW_IDS.find((id) => ids.has(id));
      test('the overview table links agree with the data', () => {
        assert.ok(overviewId, 'no API overview page');
        const tableRows = overviewRows(version.name, overviewId);
        for (const {primitive, links} of tableRows) {
          const linked = Object.entries(links) as [Binding, string][];
          if (linked.length === 0) continue;
          const agrees = rows.some((row) => linked.every(([binding, id]) => row[binding] === id));
          assert.ok(
            agrees,
            `${overviewId} row "${primitive}" links ${JSON.stringify(links)}: no topic has these pages`,
          );
        }
      });
    });
  }

  test('the version dropdown keeps the binding and the topic of every binding page', () => {
    // The dropdown resolves through data/version-topics.json (src/versioning/topics.ts); it
    // must land where this file says the same topic is in the same binding.
    const differences: string[] = [];
    for (const from of referenceVersions) {
      for (const row of bindingTopicsOf(from.name)) {
        for (const binding of BINDINGS) {
          const id = row[binding];
          if (!id || bindingTopicOf(from.name, id)?.row !== row) continue;
          for (const to of referenceVersions) {
            const expected = sameBindingTopicIn(from.name, id, to.name);
            if (to === from || !expected) continue;
            const target = findTopicDoc(id, to.docs)?.id;
            if (target !== expected) {
              differences.push(
                `${from.name} ${id} -> ${to.name}: ${target} (expected ${expected})`,
              );
            }
          }
        }
      }
    }
    assert.deepEqual(differences, []);
  });

  test('the same topic and binding is found across versions', () => {
    assert.equal(
      sameBindingTopicIn('3.8.0', 'icicle/rust-bindings/ntt', '4.0.0'),
      'api/rust-bindings/ntt',
    );
    assert.equal(
      sameBindingTopicIn('4.0.0', 'api/golang-bindings/multi-gpu', '3.0.0'),
      'icicle/golang-bindings/multi-gpu',
    );
    assert.equal(sameBindingTopicIn('4.0.0', 'api/cpp/fri', '3.0.0'), undefined);
    assert.equal(referenceVersion('4.0.0').name, '4.0.0');
  });
});

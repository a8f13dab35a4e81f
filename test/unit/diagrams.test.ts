/**
 * Every Mermaid diagram of the docs and the blog has its drawings
 * (plugins/static-diagrams): an entry in data/diagrams.json and an SVG per
 * colour mode under static/diagrams/; and every drawing there belongs to a
 * diagram of a page. Run `npm run diagrams:render` to fix either.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  COLOR_MODE_NAMES as MODES,
  DIAGRAMS_DIR,
  diagramFile,
  drawingFiles,
  readDiagramData,
  sourceDiagrams,
} from '../../plugins/static-diagrams/diagrams';

const diagrams = sourceDiagrams();
const data = readDiagramData();

test('the docs have diagrams to check', () => {
  assert.ok(diagrams.size > 0);
});

test('every diagram has its drawings: run `npm run diagrams:render` after editing one', () => {
  const missing = [...diagrams]
    .filter(
      ([hash]) =>
        !data[hash] ||
        MODES.some((mode) => !existsSync(path.join(DIAGRAMS_DIR, diagramFile(hash, mode)))),
    )
    .map(([hash, {files}]) => `${hash} (${files.join(', ')})`);
  assert.deepEqual(missing, []);
});

test('every drawing belongs to a diagram of a page', () => {
  const used = drawingFiles(diagrams.keys());
  assert.deepEqual(
    readdirSync(DIAGRAMS_DIR).filter((file) => !used.has(file)),
    [],
  );
  assert.deepEqual(
    Object.keys(data).filter((hash) => !diagrams.has(hash)),
    [],
  );
});

test('each drawing has its own size, and alt text with its labels', () => {
  const problems: string[] = [];
  for (const [hash, {width, height, alt}] of Object.entries(data)) {
    if (!(width > 0 && height > 0)) problems.push(`${hash}: size ${width}x${height}`);
    if (!/^Diagram: \S/.test(alt)) problems.push(`${hash}: alt text "${alt}"`);
    for (const mode of MODES) {
      const svg = readFileSync(path.join(DIAGRAMS_DIR, diagramFile(hash, mode)), 'utf8');
      if (!svg.startsWith(`<svg width="${width}" height="${height}"`)) {
        problems.push(`${diagramFile(hash, mode)}: not sized ${width}x${height}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

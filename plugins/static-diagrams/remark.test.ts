import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {diagramHash, mermaidBlocks, type DiagramData} from './diagrams';
import staticDiagramsRemarkPlugin, {
  FIGURE_CLASS,
  StaticDiagramsError,
  validateStaticDiagramsOptions,
} from './remark';

const DRAWN = 'flowchart LR\n    a["load"] --> b["run"]';
const NOT_DRAWN = 'flowchart LR\n    c --> d';

function dataFile(data: DiagramData): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'diagrams-')), 'diagrams.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

const code = (value: string, lang = 'mermaid'): Code => ({type: 'code', lang, value});

function run(tree: Root, file: string, baseUrl = '/'): Root {
  const transform = staticDiagramsRemarkPlugin.call({} as never, {baseUrl, dataFile: file});
  (transform as (tree: Root) => void)(tree);
  return tree;
}

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((a) => [(a as {name: string}).name, a.value]));

test('options: the base URL starts and ends with a slash', () => {
  assert.equal(validateStaticDiagramsOptions({baseUrl: '/docs/'}).baseUrl, '/docs/');
  assert.throws(() => validateStaticDiagramsOptions({baseUrl: 'docs'}), StaticDiagramsError);
  assert.throws(() => validateStaticDiagramsOptions({baseUrl: '/docs'}), StaticDiagramsError);
  assert.throws(() => validateStaticDiagramsOptions(undefined), StaticDiagramsError);
});

test('a drawn diagram becomes a figure with an image per colour mode, sized, with its labels as alt', () => {
  const hash = diagramHash(DRAWN);
  const file = dataFile({[hash]: {width: 300, height: 80, alt: 'Diagram: load; run'}});
  const tree = run({type: 'root', children: [code(DRAWN)]}, file, '/docs/');
  const figure = tree.children[0] as MdxJsxFlowElement;
  assert.equal(figure.name, 'figure');
  assert.deepEqual(attributes(figure), {className: FIGURE_CLASS});
  const images = figure.children as MdxJsxFlowElement[];
  assert.deepEqual(
    images.map((image) => attributes(image)),
    ['light', 'dark'].map((mode) => ({
      className: `${FIGURE_CLASS}--${mode}`,
      src: `/docs/diagrams/${hash}.${mode}.svg`,
      alt: 'Diagram: load; run',
      width: '300',
      height: '80',
      loading: 'lazy',
      decoding: 'async',
    })),
  );
});

test('a diagram without a drawing and other code blocks stay as they are', () => {
  const file = dataFile({[diagramHash(DRAWN)]: {width: 1, height: 1, alt: 'Diagram'}});
  const children = [code(NOT_DRAWN), code(DRAWN, 'text')];
  const tree = run({type: 'root', children: structuredClone(children)}, file);
  assert.deepEqual(tree.children, children);
});

test('mermaidBlocks finds the fenced blocks whose hash the remark plugin computes', () => {
  const markdown = `# Page\n\n\`\`\`mermaid\n${DRAWN}\n\`\`\`\n\nText\n\n\`\`\`text\nnot a diagram\n\`\`\`\n`;
  assert.deepEqual(mermaidBlocks(markdown), [DRAWN]);
  assert.equal(diagramHash(`${DRAWN}\n`), diagramHash(DRAWN));
});

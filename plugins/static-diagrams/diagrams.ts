/**
 * Mermaid diagrams drawn ahead of time: each diagram of the docs and the
 * blog, by the hash of its source, has an SVG file per colour mode under
 * static/diagrams/ and an entry (size, text alternative) in
 * data/diagrams.json. `npm run diagrams:render` draws them in Chromium
 * (scripts/render-diagrams.ts); the remark plugin (./remark.ts) puts the
 * images in the pages; test/unit/diagrams.test.ts fails on a diagram
 * without its drawing, or a drawing no page uses.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');

/** The drawings, served from /diagrams/. */
export const DIAGRAMS_DIR = path.join(siteDir, 'static', 'diagrams');
/** Size and text alternative of each drawing, by hash. */
export const DIAGRAMS_DATA_FILE = path.join(siteDir, 'data', 'diagrams.json');
/** Where the Markdown with diagrams lives. */
export const DIAGRAM_SOURCE_DIRS = ['versioned_docs', 'blog'].map((dir) => path.join(siteDir, dir));

/** The site's two colour modes and the Mermaid theme of each (the theme config's `mermaid.theme`). */
export const COLOR_MODES = {light: 'neutral', dark: 'dark'} as const;
export type ColorMode = keyof typeof COLOR_MODES;
export const COLOR_MODE_NAMES = Object.keys(COLOR_MODES) as ColorMode[];

export interface DrawnDiagram {
  /** Width and height of the drawing in CSS pixels: the image's own size, so the page does not shift. */
  width: number;
  height: number;
  /** The diagram's labels in order, as the images' alt text. */
  alt: string;
}

export type DiagramData = Record<string, DrawnDiagram>;

/** A diagram's key: a hash of its Mermaid source, as the code block has it. */
export function diagramHash(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 16);
}

export function diagramFile(hash: string, mode: ColorMode): string {
  return `${hash}.${mode}.svg`;
}

/** The drawing files of these diagrams, every colour mode. */
export function drawingFiles(hashes: Iterable<string>): Set<string> {
  return new Set(
    [...hashes].flatMap((hash) => COLOR_MODE_NAMES.map((mode) => diagramFile(hash, mode))),
  );
}

export function readDiagramData(file = DIAGRAMS_DATA_FILE): DiagramData {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DiagramData) : {};
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The Mermaid blocks of a Markdown text: fenced ```mermaid blocks at the
 * start of a line, as the pages write them (none is indented).
 */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid[^\S\n]*\n([\s\S]*?)\n```[^\S\n]*$/gm)].map(
    ([, source]) => source!,
  );
}

/** Every diagram of the docs and the blog, by hash, with the files that have it. */
export function sourceDiagrams(
  dirs: readonly string[] = DIAGRAM_SOURCE_DIRS,
): Map<string, {source: string; files: string[]}> {
  const diagrams = new Map<string, {source: string; files: string[]}>();
  for (const file of dirs.flatMap(markdownFiles)) {
    for (const source of mermaidBlocks(readFileSync(file, 'utf8'))) {
      const hash = diagramHash(source);
      const entry = diagrams.get(hash) ?? {source, files: []};
      entry.files.push(path.relative(siteDir, file));
      diagrams.set(hash, entry);
    }
  }
  return diagrams;
}

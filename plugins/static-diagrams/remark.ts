/**
 * Shows each Mermaid diagram of a page as its drawing (./diagrams.ts): a
 * `<figure>` with one image per colour mode, whose own width and height
 * keep the page from shifting, and the diagram's labels as alt text. The
 * page then loads no Mermaid and draws nothing in the browser.
 *
 * A diagram without a drawing (a new or edited one, before
 * `npm run diagrams:render`) stays a Mermaid code block, which the Mermaid
 * theme draws in the browser as before; test/unit/diagrams.test.ts fails
 * on it, so none reaches a release.
 *
 * Registered in `beforeDefaultRemarkPlugins`, ahead of the framework's
 * step that turns Mermaid code blocks into its diagram component.
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {
  COLOR_MODE_NAMES,
  DIAGRAMS_DATA_FILE,
  diagramFile,
  diagramHash,
  readDiagramData,
  type ColorMode,
  type DiagramData,
} from './diagrams';

export interface StaticDiagramsOptions {
  /** The site's base URL, ending in `/`: the drawings are served from `<baseUrl>diagrams/`. */
  baseUrl: string;
  /** Sizes and alt texts (default: data/diagrams.json). */
  dataFile?: string;
}

export class StaticDiagramsError extends Error {
  override name = 'StaticDiagramsError';
}

export function validateStaticDiagramsOptions(options: unknown): Required<StaticDiagramsOptions> {
  const {baseUrl, dataFile = DIAGRAMS_DATA_FILE} = (options ?? {}) as Partial<
    Record<string, unknown>
  >;
  if (typeof baseUrl !== 'string' || !baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new StaticDiagramsError('baseUrl must start and end with "/"');
  }
  if (typeof dataFile !== 'string') throw new StaticDiagramsError('dataFile must be a path');
  return {baseUrl, dataFile};
}

/** The class of the figure; each image adds `--light` or `--dark` (src/css/custom.css). */
export const FIGURE_CLASS = 'static-diagram';

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The figure that replaces a diagram's code block. */
export function diagramFigure(
  hash: string,
  {width, height, alt}: DiagramData[string],
  baseUrl: string,
): MdxJsxFlowElement {
  const image = (mode: ColorMode): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('className', `${FIGURE_CLASS}--${mode}`),
      attribute('src', `${baseUrl}diagrams/${diagramFile(hash, mode)}`),
      attribute('alt', alt),
      attribute('width', String(width)),
      attribute('height', String(height)),
      // The image of the other colour mode is hidden and, lazy, never fetched.
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
    ],
    children: [],
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [attribute('className', FIGURE_CLASS)],
    children: COLOR_MODE_NAMES.map(image),
  };
}

const staticDiagramsRemarkPlugin: Plugin<[StaticDiagramsOptions], Root> = function (options) {
  const {baseUrl, dataFile} = validateStaticDiagramsOptions(options);
  // Read once per build, on the first page with a diagram.
  let data: DiagramData | undefined;
  return (tree) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      data ??= readDiagramData(dataFile);
      const hash = diagramHash(node.value);
      const drawn = data[hash];
      if (drawn) parent.children.splice(index, 1, diagramFigure(hash, drawn, baseUrl));
    });
  };
};

export default staticDiagramsRemarkPlugin;

/**
 * Draws every Mermaid diagram of the docs and the blog ahead of time, in
 * Debian's Chromium with the Mermaid the site's theme uses, once per colour
 * mode: static/diagrams/<hash>.<mode>.svg and data/diagrams.json (see
 * plugins/static-diagrams/diagrams.ts). Pages then show images and load no
 * Mermaid (about 190 KB gzip of JavaScript and its drawing work).
 *
 * Run it after adding or editing a diagram: `npm run diagrams:render`.
 * Drawings no page uses any more are removed.
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type Mermaid from 'mermaid';
import {chromium} from 'playwright-core';
import {
  COLOR_MODE_NAMES,
  COLOR_MODES,
  DIAGRAMS_DATA_FILE,
  DIAGRAMS_DIR,
  diagramFile,
  drawingFiles,
  sourceDiagrams,
  type ColorMode,
  type DiagramData,
} from '../plugins/static-diagrams/diagrams';
import {CHROMIUM_ARGS, ensureChromium} from '../tooling/chromium';

const MERMAID_SCRIPT = path.join(
  path.dirname(require.resolve('mermaid/package.json')),
  'dist',
  'mermaid.min.js',
);

/**
 * Text colour of edge labels in the dark drawing: Mermaid's dark theme
 * writes them in #ccc on #585858 (4.4:1); the site's dark body text,
 * #e3e3e3, has 5.5:1 (WCAG 1.4.3).
 */
const DARK_EDGE_LABEL_STYLE =
  '.edgeLabel text,.edgeLabel tspan{fill:#e3e3e3 !important}.edgeLabel span,.edgeLabel p{color:#e3e3e3 !important}';

interface Drawing {
  svg: string;
  labels: string[];
}

/** The root element's size from its viewBox: Mermaid writes width="100%" and a max-width. */
function withOwnSize(svg: string): {svg: string; width: number; height: number} {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /viewBox="([^"]+)"/.exec(root)?.[1];
  if (!root || !viewBox) throw new Error('Mermaid drew an SVG without a viewBox');
  const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
  const width = Math.ceil(w!);
  const height = Math.ceil(h!);
  const sized = root
    .replace(/\swidth="[^"]*"/, '')
    .replace(/\sheight="[^"]*"/, '')
    .replace(/\sstyle="[^"]*"/, '')
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}"`);
  return {svg: sized + svg.slice(root.length), width, height};
}

function withStyle(svg: string, css: string): string {
  return svg.replace(/<\/style>/, `${css}</style>`);
}

/** "Diagram: first label; second label; …": the labels in the order Mermaid drew them. */
function altText(labels: readonly string[]): string {
  const unique = [...new Set(labels.map((label) => label.replace(/\s+/g, ' ').trim()))].filter(
    Boolean,
  );
  return `Diagram: ${unique.join('; ')}`;
}

async function main(): Promise<void> {
  const diagrams = sourceDiagrams();
  const browser = await chromium.launch({executablePath: ensureChromium(), args: CHROMIUM_ARGS});
  const data: DiagramData = {};
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: MERMAID_SCRIPT});
    mkdirSync(DIAGRAMS_DIR, {recursive: true});
    const failures: string[] = [];
    for (const [hash, {source, files}] of diagrams) {
      for (const [mode, theme] of Object.entries(COLOR_MODES) as [ColorMode, string][]) {
        const drawing = await page
          .evaluate(
            async ({id, source, theme}): Promise<Drawing> => {
              const mermaid = (window as unknown as {mermaid: typeof Mermaid}).mermaid;
              mermaid.initialize({
                startOnLoad: false,
                theme: theme as 'neutral',
                securityLevel: 'strict',
              });
              const {svg} = await mermaid.render(id, source);
              // Mermaid returns HTML markup (a `<br>` in a label is not closed); an
              // SVG file must be XML: parsed as HTML, serialized as XML.
              const holder = document.createElement('div');
              holder.innerHTML = svg;
              const root = holder.firstElementChild!;
              // Flowchart labels are HTML in a foreignObject, sequence diagrams' SVG text.
              const labels = Array.from(root.querySelectorAll('foreignObject, text'))
                .filter((label) => !label.parentElement?.closest('foreignObject, text'))
                .map((label) => {
                  const copy = label.cloneNode(true) as Element;
                  copy.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
                  return copy.textContent ?? '';
                });
              return {svg: new XMLSerializer().serializeToString(root), labels};
            },
            {id: `diagram-${hash}-${mode}`, source, theme},
          )
          .catch((error: unknown) => {
            failures.push(
              `${files.join(', ')}:\n  ${String(error).split('\n').slice(0, 4).join('\n  ')}`,
            );
            return null;
          });
        if (!drawing) break;
        const sized = withOwnSize(drawing.svg);
        const svg = mode === 'dark' ? withStyle(sized.svg, DARK_EDGE_LABEL_STYLE) : sized.svg;
        writeFileSync(path.join(DIAGRAMS_DIR, diagramFile(hash, mode)), svg);
        if (mode === 'light') {
          data[hash] = {width: sized.width, height: sized.height, alt: altText(drawing.labels)};
        }
      }
    }
    if (failures.length > 0) {
      throw new Error(
        `Mermaid could not draw ${failures.length} diagrams:\n${failures.join('\n')}`,
      );
    }
    const wanted = drawingFiles(diagrams.keys());
    const stale = readdirSync(DIAGRAMS_DIR).filter((file) => !wanted.has(file));
    for (const file of stale) rmSync(path.join(DIAGRAMS_DIR, file));
    const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(DIAGRAMS_DATA_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(
      `Drew ${diagrams.size} diagrams in ${COLOR_MODE_NAMES.length} colour modes` +
        (stale.length > 0 ? `; removed ${stale.length} unused drawings.` : '.'),
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

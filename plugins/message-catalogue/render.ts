/**
 * The catalogue of one docs version as Markdown AST for its FAQ page: an h2
 * and one h3 per area, real Markdown headings in the page's table of
 * contents, and under each h3 one `<MessageCatalogueArea>` element, plus
 * the import of that component.
 *
 * The entries themselves are not MDX: as MDX every entry would ship in the
 * page's JavaScript chunk and be hydrated (about 1 KB raw per entry, a few
 * hundred entries per version). The component shows HTML rendered at build
 * time (./html.ts) that reaches only the server bundle (./index.ts).
 */
import type {Heading, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {AREA_TITLES} from '../../src/messages/areas';
import type {RenderedVersion} from './rendered';

export const CATALOGUE_TITLE = 'Messages the library prints';
export const CATALOGUE_ID = 'messages-the-library-prints';

/** The component that shows an area's entries, and the name the page imports it under. */
export const AREA_COMPONENT = '@site/src/components/MessageCatalogueArea';
export const AREA_COMPONENT_NAME = 'MessageCatalogueArea';

const INTRO =
  'Each message below is written as the library prints it, with `{}` where it prints a value of your run. Search this page for a fixed part of what your program printed.';

function heading(depth: 2 | 3, title: string, id: string): Heading {
  return {
    type: 'heading',
    depth,
    children: [{type: 'text', value: title}],
    data: {hProperties: {id}},
  };
}

/** Parsed Markdown without positions: they would point into this file, not the page. */
function markdown(source: string): RootContent[] {
  const strip = (node: object): void => {
    delete (node as {position?: unknown}).position;
    for (const child of (node as {children?: object[]}).children ?? []) strip(child);
  };
  const nodes = fromMarkdown(source).children;
  nodes.forEach(strip);
  return nodes;
}

const attribute = (name: string, value: string): MdxJsxFlowElement['attributes'][number] => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** `import MessageCatalogueArea from '@site/…';`, with the estree MDX compiles from. */
export function componentImport(): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${AREA_COMPONENT_NAME} from '${AREA_COMPONENT}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name: AREA_COMPONENT_NAME},
              },
            ],
            source: {type: 'Literal', value: AREA_COMPONENT, raw: `'${AREA_COMPONENT}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** The nodes that replace the catalogue marker; none when the version shows no entry. */
export function catalogueNodes({version, areas, asset}: RenderedVersion): RootContent[] {
  if (areas.length === 0) return [];
  return [
    heading(2, CATALOGUE_TITLE, CATALOGUE_ID),
    ...markdown(INTRO),
    ...areas.flatMap((area): RootContent[] => [
      heading(3, AREA_TITLES[area], `messages-${area}`),
      {
        type: 'mdxJsxFlowElement',
        name: AREA_COMPONENT_NAME,
        attributes: [
          attribute('version', version),
          attribute('area', area),
          attribute('src', `/${asset.file}`),
        ],
        children: [],
      },
    ]),
  ];
}

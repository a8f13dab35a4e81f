/**
 * The catalogue of one docs version as Markdown AST: an h2, one h3 per area
 * (both in the page's table of contents), and per entry an h4 whose text is
 * the message in a code span, then when it happens, what to do and which
 * bindings print it. Only entries with a message printed at that version's
 * tag are listed, and of each entry only those messages.
 *
 * The h4 is written as a JSX `<h4 id="msg-…">`, not a Markdown heading:
 * Docusaurus exports every Markdown heading into the page's `toc` data,
 * which would carry a few hundred entries in the page chunk for headings the
 * table of contents never shows.
 */
import type {Heading, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {AREA_TITLES, MESSAGE_AREAS} from '../../src/messages/areas';
import {notesFor, type CatalogueEntry} from '../../src/messages/catalogue';
import {MESSAGE_BINDINGS, type MessageBinding, type VersionMessages} from '../../src/messages/data';

export const CATALOGUE_TITLE = 'Messages the library prints';

const BINDING_NAMES: Record<MessageBinding, string> = {cpp: 'C++', rust: 'Rust', go: 'Go'};

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});

function heading(depth: 2 | 3, title: string, id: string): Heading {
  return {type: 'heading', depth, children: [text(title)], data: {hProperties: {id}}};
}

/** Parsed Markdown without positions: they would point into the YAML text, not the page. */
function markdown(source: string): RootContent[] {
  const strip = (node: object): void => {
    delete (node as {position?: unknown}).position;
    for (const child of (node as {children?: object[]}).children ?? []) strip(child);
  };
  const nodes = fromMarkdown(source.trim()).children as RootContent[];
  nodes.forEach(strip);
  return nodes;
}

/** Markdown of an entry field, with `label` put in front of its first paragraph. */
function labelled(label: string, source: string): RootContent[] {
  const nodes = markdown(source);
  const [first] = nodes;
  if (first?.type === 'paragraph') {
    first.children.unshift(strong(`${label}:`), text(' '));
    return nodes;
  }
  return [{type: 'paragraph', children: [strong(`${label}:`)]}, ...nodes];
}

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function entryNodes(
  entry: CatalogueEntry,
  present: readonly string[],
  bindings: readonly MessageBinding[],
  version: string,
): RootContent[] {
  const [title, ...others] = present;
  const h4: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'h4',
    attributes: [{type: 'mdxJsxAttribute', name: 'id', value: `msg-${entry.id}`}],
    // A code span straight inside the h4: MDX renders a JSX element's phrasing children as they are.
    children: [code(title!) as unknown as MdxJsxFlowElement['children'][number]],
  };
  const printedBy: Paragraph = {
    type: 'paragraph',
    children: [
      text(`Printed by ${joinNames(bindings.map((b) => BINDING_NAMES[b]))}`),
      ...(others.length > 0
        ? [text(', also as '), ...others.flatMap((o, i) => (i ? [text(', '), code(o)] : [code(o)]))]
        : []),
      text('.'),
    ],
  };
  return [
    h4,
    printedBy,
    ...labelled('When', entry.when),
    ...labelled('Fix', entry.fix),
    ...notesFor(entry, version).flatMap((note) => labelled(`In ${version}`, note.note)),
  ];
}

/** The nodes that replace the catalogue marker on the FAQ page of `data.version`. */
export function catalogueNodes(
  data: VersionMessages,
  entries: readonly CatalogueEntry[],
): RootContent[] {
  const bindingsOf = new Map<string, Set<MessageBinding>>();
  for (const message of data.messages) {
    const set = bindingsOf.get(message.text) ?? new Set();
    set.add(message.binding);
    bindingsOf.set(message.text, set);
  }
  const nodes: RootContent[] = [];
  for (const area of MESSAGE_AREAS) {
    const areaNodes = entries
      .filter((entry) => entry.area === area)
      .flatMap((entry) => {
        const present = entry.messages.filter((m) => bindingsOf.has(m));
        if (present.length === 0) return [];
        const bindings = MESSAGE_BINDINGS.filter((b) =>
          present.some((m) => bindingsOf.get(m)!.has(b)),
        );
        return entryNodes(entry, present, bindings, data.version);
      });
    if (areaNodes.length > 0)
      nodes.push(heading(3, AREA_TITLES[area], `messages-${area}`), ...areaNodes);
  }
  if (nodes.length === 0) return [];
  const intro = markdown(
    'Each message below is written as the library prints it, with `{}` where it prints a value of your run. Search this page for a fixed part of what your program printed.',
  );
  return [heading(2, CATALOGUE_TITLE, 'messages-the-library-prints'), ...intro, ...nodes];
}

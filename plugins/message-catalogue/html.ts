/**
 * The entries of the catalogue as HTML, rendered at build time: per area,
 * one string that the FAQ page's server render puts under the area's h3
 * (see src/components/MessageCatalogueArea and ./index.ts for why the
 * entries are not MDX).
 *
 * Each entry is an h4 (`id="msg-<id>"`, the message in a code span, and the
 * `#` link other headings have), then who prints it, When, Fix and the
 * version notes that apply. `when`, `fix` and notes are Markdown: code
 * spans, emphasis, lists and links are kept; raw HTML is shown as the text
 * it is; links go to absolute URLs or `#` anchors only, since the HTML
 * skips the framework's link resolution and broken-link check. Everything
 * is escaped by the serializer (parse5); the output depends only on the
 * entries and the version's messages.
 */
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import {toParse5} from 'hast-util-to-parse5';
import type {Nodes as MdastNodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import {serialize, type DefaultTreeAdapterMap} from 'parse5';
import type {MessageArea} from '../../src/messages/areas';
import {notesFor} from '../../src/messages/catalogue';
import type {MessageBinding} from '../../src/messages/data';
import type {ShownArea, ShownEntry} from './select';

export interface AreaHtml {
  /** The area's entries, ready for `innerHTML`. */
  html: string;
  /** The anchors it holds (`msg-<id>`), for the broken-anchor check. */
  ids: string[];
}

export type VersionHtml = Partial<Record<MessageArea, AreaHtml>>;

export class CatalogueMarkdownError extends Error {
  override name = 'CatalogueMarkdownError';
}

const BINDING_NAMES: Record<MessageBinding, string> = {cpp: 'C++', rust: 'Rust', go: 'Go'};

/** Markdown constructs an entry's text may not hold: they belong to the page, not to an entry. */
const REFUSED: Partial<Record<MdastNodes['type'], string>> = {
  heading: 'a heading',
  image: 'an image',
  imageReference: 'an image',
  thematicBreak: 'a thematic break',
};

/** Link targets that need no resolution: absolute http(s) URLs and anchors. */
const PLAIN_LINK = /^(?:https?:\/\/|#)/;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

export const anchorOf = (id: string) => `msg-${id}`;

/** Checks an entry field's Markdown and turns raw HTML into text. */
function prepare(node: MdastNodes, where: string): void {
  const refused = REFUSED[node.type];
  if (refused) throw new CatalogueMarkdownError(`${where}: ${refused} is not allowed here`);
  if ((node.type === 'link' || node.type === 'definition') && !PLAIN_LINK.test(node.url)) {
    throw new CatalogueMarkdownError(
      `${where}: link to ${JSON.stringify(node.url)}; entries link to https:// URLs or #anchors only`,
    );
  }
  if ('children' in node) {
    node.children = node.children.map((child) =>
      child.type === 'html' ? (text(child.value) as typeof child) : child,
    ) as typeof node.children;
    for (const child of node.children) prepare(child, where);
  }
}

/** Markdown of an entry field, with `label:` in bold before its first paragraph. */
function labelled(label: string, source: string, where: string): RootContent[] {
  const root = fromMarkdown(source.trim());
  prepare(root, where);
  const strong: PhrasingContent = {type: 'strong', children: [text(`${label}:`)]};
  const [first] = root.children;
  if (first?.type === 'paragraph') {
    first.children.unshift(strong, text(' '));
    return root.children;
  }
  return [{type: 'paragraph', children: [strong]}, ...root.children];
}

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function printedBy({present, bindings}: ShownEntry): Paragraph {
  const others = present.slice(1);
  return {
    type: 'paragraph',
    children: [
      text(`Printed by ${joinNames(bindings.map((b) => BINDING_NAMES[b]))}`),
      ...(others.length > 0
        ? [text(', also as '), ...others.flatMap((o, i) => (i ? [text(', '), code(o)] : [code(o)]))]
        : []),
      text('.'),
    ],
  };
}

/** The entry's h4, with the same `#` link as the theme's headings (styled by the theme's CSS). */
function heading(id: string, title: string): Element {
  const label = `Direct link to ${title}`;
  return {
    type: 'element',
    tagName: 'h4',
    properties: {id},
    children: [
      {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: title}]},
      {
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['hash-link'],
          href: `#${id}`,
          ariaLabel: label,
          title: label,
          translate: 'no',
        },
        children: [{type: 'text', value: '\u200b'}],
      },
    ],
  };
}

/** External links open in a new tab, as the theme's Markdown links do. */
function markExternalLinks(node: HastNodes): void {
  if (
    node.type === 'element' &&
    node.tagName === 'a' &&
    /^https?:/.test(String(node.properties.href))
  ) {
    node.properties.target = '_blank';
    node.properties.rel = ['noopener', 'noreferrer'];
  }
  if ('children' in node) for (const child of node.children) markExternalLinks(child);
}

function entryNodes(shown: ShownEntry, version: string): ElementContent[] {
  const {entry} = shown;
  const where = `data/messages/entries/${entry.area}.yml (${entry.id})`;
  const body: Root = {
    type: 'root',
    children: [
      printedBy(shown),
      ...labelled('When', entry.when, `${where} when`),
      ...labelled('Fix', entry.fix, `${where} fix`),
      ...notesFor(entry, version).flatMap((note) =>
        labelled(`In ${version}`, note.note, `${where} versions`),
      ),
    ],
  };
  const hast = toHast(body) as HastRoot;
  markExternalLinks(hast);
  return [
    heading(anchorOf(entry.id), shown.present[0]!),
    {type: 'text', value: '\n'},
    ...(hast.children as ElementContent[]),
  ];
}

/** One area's entries as HTML. */
export function areaHtml({entries}: ShownArea, version: string): AreaHtml {
  const root: HastRoot = {
    type: 'root',
    children: entries.flatMap((shown, i) => [
      ...(i > 0 ? [{type: 'text' as const, value: '\n'}] : []),
      ...entryNodes(shown, version),
    ]),
  };
  return {
    html: serialize(toParse5(root) as DefaultTreeAdapterMap['parentNode']),
    ids: entries.map(({entry}) => anchorOf(entry.id)),
  };
}

/** Every shown area of a version as HTML. */
export function versionHtml(areas: readonly ShownArea[], version: string): VersionHtml {
  return Object.fromEntries(areas.map((shown) => [shown.area, areaHtml(shown, version)]));
}

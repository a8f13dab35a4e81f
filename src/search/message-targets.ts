/**
 * What a shard offers pasted messages to match (./messages.ts): each
 * message template of the version's catalogue with the section of its
 * entry, and the heading of each troubleshooting entry (the FAQ's entries,
 * and the troubleshooting section of the oldest versions' getting-started
 * pages), which quotes a message or names a symptom. Built once per shard,
 * on the first message-shaped query.
 */
import {messageTokens, type MessageTarget} from './messages';
import {sectionHeading} from './pages';
import {isCatalogueSection, type ShardIndex} from './shard-index';

export interface ShardMessageTargets {
  targets: MessageTarget[];
  /** Words of what the library prints around its messages. */
  decoration: Set<string>;
}

/** A heading under which a page lists problems (the oldest versions' getting-started pages). */
const TROUBLESHOOTING_HEADING = /^troubleshooting$/i;
/** Depth of an entry's heading: h3 under a theme (FAQ) or under "Troubleshooting". */
const ENTRY_DEPTH = 3;

const cache = new WeakMap<ShardIndex, ShardMessageTargets>();

function troubleshootingEntries(shard: ShardIndex): MessageTarget[] {
  const targets: MessageTarget[] = [];
  shard.sections.forEach((section, i) => {
    if (section.depth !== ENTRY_DEPTH) return;
    const page = shard.pages[section.page]!;
    const underTroubleshooting = TROUBLESHOOTING_HEADING.test(section.hierarchy.lvl2 ?? '');
    if (page.kind !== 'troubleshooting' && !underTroubleshooting) return;
    // The catalogue's headings group or quote messages (catalogueEntries has those); they name no symptom.
    if (isCatalogueSection(section)) return;
    const text = sectionHeading(section);
    targets.push({
      text,
      tokens: messageTokens(text),
      section: shard.pages.length + i,
      kind: 'symptom',
    });
  });
  return targets;
}

function catalogueEntries(shard: ShardIndex): MessageTarget[] {
  const catalogue = shard.messages;
  if (!catalogue) return [];
  const page = shard.pages.findIndex((candidate) => candidate.route === catalogue.route);
  if (page < 0) return [];
  const byAnchor = new Map<string, number>();
  for (const id of shard.sectionsOfPage[page]!) {
    const anchor = shard.section(id)!.anchor;
    if (anchor) byAnchor.set(anchor, id);
  }
  return catalogue.entries.flatMap(([text, anchor]) => {
    const section = byAnchor.get(anchor);
    return section === undefined
      ? []
      : [{text, tokens: messageTokens(text), section, kind: 'message' as const}];
  });
}

export function messageTargetsOf(shard: ShardIndex): ShardMessageTargets {
  let found = cache.get(shard);
  if (!found) {
    found = {
      targets: [...catalogueEntries(shard), ...troubleshootingEntries(shard)],
      decoration: new Set(shard.messages?.decoration ?? []),
    };
    cache.set(shard, found);
  }
  return found;
}

/**
 * Which entries the catalogue of one docs version shows: those with a
 * message printed at that version's tag, and of each entry only those
 * messages, grouped by area in the areas' order. The page's headings
 * (./render.ts) and the entries' HTML (./html.ts) both follow this.
 */
import {MESSAGE_AREAS, type MessageArea} from '../../src/messages/areas';
import type {CatalogueEntry} from '../../src/messages/catalogue';
import {MESSAGE_BINDINGS, type MessageBinding, type VersionMessages} from '../../src/messages/data';

export interface ShownEntry {
  entry: CatalogueEntry;
  /** The entry's messages printed at this tag, in the entry's order (the first is its title). */
  present: string[];
  /** The bindings that print at least one of them, in MESSAGE_BINDINGS order. */
  bindings: MessageBinding[];
}

export interface ShownArea {
  area: MessageArea;
  entries: ShownEntry[];
}

/** The areas with at least one entry at `data.version`, in MESSAGE_AREAS order. */
export function shownAreas(data: VersionMessages, entries: readonly CatalogueEntry[]): ShownArea[] {
  const bindingsOf = new Map<string, Set<MessageBinding>>();
  for (const message of data.messages) {
    const set = bindingsOf.get(message.text) ?? new Set();
    set.add(message.binding);
    bindingsOf.set(message.text, set);
  }
  return MESSAGE_AREAS.map((area) => ({
    area,
    entries: entries
      .filter((entry) => entry.area === area)
      .flatMap((entry): ShownEntry[] => {
        const present = entry.messages.filter((m) => bindingsOf.has(m));
        if (present.length === 0) return [];
        const bindings = MESSAGE_BINDINGS.filter((b) =>
          present.some((m) => bindingsOf.get(m)!.has(b)),
        );
        return [{entry, present, bindings}];
      }),
  })).filter((shown) => shown.entries.length > 0);
}

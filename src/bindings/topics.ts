/**
 * The same topic in each binding, per version: `data/binding-topics.json`,
 * read only through this module, at build time (plugins/binding-switch puts
 * each page's row on the page) and by the tests.
 */
import bindingTopics from '../../data/binding-topics.json';
import {BINDINGS, type Binding} from './labels';

export * from './labels';

export interface BindingTopic {
  /** What readers call the topic: "MSM", "Multi-GPU", "Programmer's guide". */
  readonly topic: string;
  readonly cpp: string | null;
  readonly rust: string | null;
  readonly go: string | null;
}

const topicsByVersion: Readonly<Record<string, readonly BindingTopic[]>> = bindingTopics.versions;

/** Every version's rows, for the consistency tests. */
export function bindingTopicVersions(): readonly string[] {
  return Object.keys(topicsByVersion);
}

export function bindingTopicsOf(version: string): readonly BindingTopic[] {
  return topicsByVersion[version] ?? [];
}

/** The row of a doc (the first that lists it) and the binding it documents, if any. */
export function bindingTopicOf(
  version: string,
  docId: string,
): {row: BindingTopic; binding: Binding} | undefined {
  for (const row of bindingTopicsOf(version)) {
    const binding = BINDINGS.find((b) => row[b] === docId);
    if (binding) return {row, binding};
  }
  return undefined;
}

/**
 * The doc id in `toVersion` on the same topic, in the same binding, as
 * `docId` of `fromVersion`; undefined when that version has no such page.
 */
export function sameBindingTopicIn(
  fromVersion: string,
  docId: string,
  toVersion: string,
): string | undefined {
  const from = bindingTopicOf(fromVersion, docId);
  if (!from) return undefined;
  const row = bindingTopicsOf(toVersion).find((r) => r.topic === from.row.topic);
  return row?.[from.binding] ?? undefined;
}

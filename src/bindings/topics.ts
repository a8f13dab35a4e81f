/**
 * The same topic in each binding, per version: `data/binding-topics.json`,
 * read only through this module. The binding switch, the version dropdown
 * and the tests use it.
 */
import bindingTopics from '../../data/binding-topics.json';
import {type BindingLanguage, isBindingLanguage} from '../content/bindings';

export type Binding = BindingLanguage;

/** The group id of binding tabs in the docs (`<Tabs groupId="binding">`). */
export const BINDING_TABS_GROUP_ID = 'binding';

/**
 * Where the reader's binding is kept: the framework's storage key of that
 * tabs group (theme-common, tabsUtils `getStorageKey`).
 */
export const BINDING_STORAGE_KEY = `docusaurus.tab.${BINDING_TABS_GROUP_ID}`;

/** In the order the switch and the tabs show them. */
export const BINDINGS: readonly Binding[] = ['cpp', 'rust', 'go'];

export const BINDING_LABELS: Readonly<Record<Binding, string>> = {
  cpp: 'C++',
  rust: 'Rust',
  go: 'Go',
};

export interface BindingTopic {
  /** What readers call the topic: "MSM", "Multi-GPU", "Programmer's guide". */
  readonly topic: string;
  readonly cpp: string | null;
  readonly rust: string | null;
  readonly go: string | null;
}

const topicsByVersion: Readonly<Record<string, readonly BindingTopic[]>> = bindingTopics.versions;

export const isBinding = isBindingLanguage;

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

/** Why a binding has no entry: shown on hover and focus of the unavailable switch entry. */
export function unavailableReason(binding: Binding, topic: string, version: string): string {
  return `No ${BINDING_LABELS[binding]} API for ${topic} in ${version}`;
}

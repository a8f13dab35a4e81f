/**
 * The bindings, their names and where the reader's choice is kept: what the
 * browser needs, without the topics data (src/bindings/topics.ts).
 */
import {type BindingLanguage, isBindingLanguage} from '../content/binding-language';

export type Binding = BindingLanguage;

/** In the order the switch and the tabs show them. */
export const BINDINGS: readonly Binding[] = ['cpp', 'rust', 'go'];

export const BINDING_LABELS: Readonly<Record<Binding, string>> = {
  cpp: 'C++',
  rust: 'Rust',
  go: 'Go',
};

export const isBinding = isBindingLanguage;

/** The group id of binding tabs in the docs (`<Tabs groupId="binding">`). */
export const BINDING_TABS_GROUP_ID = 'binding';

/**
 * Where the reader's binding is kept: the framework's storage key of that
 * tabs group (theme-common, tabsUtils `getStorageKey`).
 */
export const BINDING_STORAGE_KEY = `docusaurus.tab.${BINDING_TABS_GROUP_ID}`;

/** Topics that are guides, not an API: "No C++ overview in 3.8.0". */
const GUIDE_TOPICS: ReadonlySet<string> = new Set(['Overview', "Programmer's guide"]);

/** Why a binding has no entry: shown on hover and focus of the unavailable switch entry. */
export function unavailableReason(binding: Binding, topic: string, version: string): string {
  const label = BINDING_LABELS[binding];
  return GUIDE_TOPICS.has(topic)
    ? `No ${label} ${topic.toLowerCase()} in ${version}`
    : `No ${label} API for ${topic} in ${version}`;
}

/**
 * Client module: makes the browser's default collator before React hydrates.
 *
 * The theme memoises the props of the mobile doc sidebar
 * (`NavbarSecondaryMenuFiller`) and of every code block's word-wrap observer
 * with theme-common's `useShallowMemoObject`, which sorts their keys with
 * `localeCompare`. A page's first `localeCompare` makes V8's cached default
 * ICU collator: in traces at 4x slowdown about 50 ms, half of the longest
 * hydration task of every doc page. Called here, in a task of its own queued
 * at start-up, it runs while the page's route chunks download, and hydration
 * finds the collator made. The work is the same; it no longer holds up the
 * page's first interaction.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/** The call that makes (and caches) the default collator. */
export function makeDefaultCollator(): number {
  return 'a'.localeCompare('b');
}

if (ExecutionEnvironment.canUseDOM) window.setTimeout(makeDefaultCollator, 0);

const clientModule: ClientModule = {};
export default clientModule;

/**
 * Which binding an API page documents, from its route. Shared by the content
 * tests: an API page must show code in its binding's language.
 */
import type {BindingLanguage} from './binding-language';

export {isBindingLanguage, type BindingLanguage} from './binding-language';

const API_ROUTE_RULES: readonly {pattern: RegExp; language: BindingLanguage}[] = [
  // 3.9.0 and later: /api/<binding>/… and the binding landing pages.
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/api\/rust-bindings\//, language: 'rust'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/rustoverview$/, language: 'rust'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/api\/golang-bindings\//, language: 'go'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/gooverview$/, language: 'go'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/api\/cpp\/(?!Icicle_Release_README$)/, language: 'cpp'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/cppstart$/, language: 'cpp'},
  {pattern: /^(?:\/\d+\.\d+\.\d+)?\/icicle\/primitives\/pairings$/, language: 'cpp'},
  // Up to 3.8.0: binding pages under /icicle/, the C++ API under /icicle/primitives/
  // (except its landing page and the release README) and the polynomial API.
  {pattern: /^\/\d+\.\d+\.\d+\/icicle\/rust-bindings(?:\/|$)/, language: 'rust'},
  {pattern: /^\/\d+\.\d+\.\d+\/icicle\/golang-bindings(?:\/|$)/, language: 'go'},
  {
    pattern: /^\/\d+\.\d+\.\d+\/icicle\/primitives\/(?!overview$|Icicle_Release_README$)/,
    language: 'cpp',
  },
  {pattern: /^\/\d+\.\d+\.\d+\/icicle\/polynomials\/overview$/, language: 'cpp'},
];

/** The language an API page's examples must use, or null for pages that are not API pages. */
export function bindingLanguageOf(route: string): BindingLanguage | null {
  return API_ROUTE_RULES.find((rule) => rule.pattern.test(route))?.language ?? null;
}

/** Per-binding guides that are not API pages: the programmers guides of C++, Rust and Go. */
const GUIDE_ROUTE = /\/programmers_guide\/(cpp|rust|go)$/;

/**
 * The binding a page belongs to: its API binding, or the binding of a
 * per-binding guide. Search ranks these pages first for a query that names
 * the binding.
 */
export function bindingOfPage(route: string): BindingLanguage | null {
  return (
    bindingLanguageOf(route) ??
    (GUIDE_ROUTE.exec(route)?.[1] as BindingLanguage | undefined) ??
    null
  );
}

/**
 * The names of the three bindings. A module of its own so that the browser
 * code that needs only these (src/bindings/labels.ts) does not take in the
 * route rules of ./bindings.ts: the search worker uses those, and a module
 * the worker and the page share keeps all its exports in both bundles.
 */
export type BindingLanguage = 'cpp' | 'rust' | 'go';

export const isBindingLanguage = (value: unknown): value is BindingLanguage =>
  value === 'cpp' || value === 'rust' || value === 'go';

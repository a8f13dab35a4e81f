/**
 * A route's component, created when the route is first rendered, preloaded
 * or prefetched instead of for all routes while the entry bundle starts
 * (./routes-loader.js). Created once per route, so React always sees the
 * same component for it.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

const created = new Map<string, RouteComponent>();

export default function lazyComponent(path: string, hash = ''): RouteComponent {
  const key = `${path}-${hash}`;
  let component = created.get(key);
  if (!component) {
    component = ComponentCreator(path, hash);
    created.set(key, component);
  }
  return component;
}

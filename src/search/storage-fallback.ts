/**
 * Keeps the site working when the browser blocks its storage.
 *
 * With site data blocked, Chromium throws a SecurityError on every read of
 * `window.localStorage` and `window.sessionStorage`. Docusaurus catches that,
 * but the DocSearch 4.7 modal reads `window.localStorage` outside any `try`
 * when it mounts (its storage size check), so opening search would crash the
 * page. A storage that cannot be read is therefore reported as absent
 * (`null`, as Firefox reports storage it has disabled), which Docusaurus and
 * DocSearch both handle: preferences and recent searches are simply not kept.
 * One warning says so. An in-memory stand-in would not do: Docusaurus passes
 * the storage to `StorageEvent`, which accepts only a real `Storage`.
 */

const STORAGE_NAMES = ['localStorage', 'sessionStorage'] as const;
type StorageName = (typeof STORAGE_NAMES)[number];

function isBlocked(name: StorageName): boolean {
  try {
    void window[name];
    return false;
  } catch {
    return true;
  }
}

/** Reports each storage the browser refuses as `null`; warns once if any. */
export function installStorageFallback(): void {
  const blocked = STORAGE_NAMES.filter(isBlocked);
  if (blocked.length === 0) return;
  for (const name of blocked) {
    try {
      Object.defineProperty(window, name, {configurable: true, enumerable: true, value: null});
    } catch {
      // A browser that does not let the property be redefined: leave it as it is.
    }
  }
  console.warn(
    `Browser storage is not available (${blocked.join(', ')}): preferences and recent searches are not kept.`,
  );
}

/**
 * The browser side of the message catalogue: fetching a version's entries
 * when the page was not prerendered, and scrolling to the entry the URL
 * names once they are there.
 */

/** area → its entries' HTML (plugins/message-catalogue/rendered.ts, BrowserCatalogue). */
export type BrowserCatalogue = Partial<Record<string, string>>;

/** One request per file, shared by the areas of a page; a failed one is asked again next time. */
const requests = new Map<string, Promise<BrowserCatalogue>>();

export function loadBrowserCatalogue(url: string): Promise<BrowserCatalogue> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<BrowserCatalogue>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

let scrollTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Scrolls to the element the URL's hash names when it is inside an element
 * of class `within`, once every area filled in the same render has been
 * laid out: the framework scrolled to the hash on navigation, before the
 * entries existed. Other targets were found then and are left alone.
 */
export function scrollToHashSoon(within: string): void {
  clearTimeout(scrollTimer);
  scrollTimer = setTimeout(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target?.closest(`.${CSS.escape(within)}`)) target.scrollIntoView();
  }, 0);
}

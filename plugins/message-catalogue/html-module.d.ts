/**
 * `@message-catalogue/html`, aliased by ./index.ts: in the server bundle the
 * entries' HTML of every built version (ServerCatalogue), in the browser
 * bundle `null` (./client-stub.js).
 */
declare module '@message-catalogue/html' {
  const catalogue: Record<string, Partial<Record<string, {html: string; ids: string[]}>>> | null;
  export default catalogue;
}

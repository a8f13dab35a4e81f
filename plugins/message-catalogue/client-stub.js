// `@message-catalogue/html` in the browser bundle (see ./index.ts): the entries' HTML is
// in the prerendered page, or fetched; the browser never bundles it.
export default null;

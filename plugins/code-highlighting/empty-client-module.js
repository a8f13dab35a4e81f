// Stands in for theme-classic's prism-include-languages client module: code is
// highlighted at build time, so the browser needs no Prism (see ./index.ts).
export {};

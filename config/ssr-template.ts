/**
 * The page template: Docusaurus's own (`@docusaurus/core`, ssgTemplate.html),
 * with one change: the entry scripts are requested after the first paint.
 *
 * With `<script defer>` the browser fetches about 170 KB of gzip JavaScript
 * alongside the stylesheet and HTML the first paint needs, and on a slow link
 * the text appears later for it. Here each entry script is a placeholder
 * (`<script type="text/x-after-paint" src-after-paint="…">`, which does not
 * run), and a small inline loader adds the real scripts, in order, once the
 * document is parsed and a frame has been painted; in a background tab, where
 * no frame comes, as soon as the document is parsed. The page reads and
 * scrolls before that; links and buttons work once React has hydrated, as
 * before.
 *
 * The rest of the template is taken from the installed Docusaurus at config
 * load, so it follows upgrades; if the scripts block changes shape, the build
 * fails here instead of shipping a page without scripts. A framework patch
 * (config/framework-patches.ts): `DOCS_FRAMEWORK_PATCHES=off` keeps
 * Docusaurus's template as it is.
 */
import {createRequire} from 'node:module';
import {FrameworkPatchError} from './framework-patch-error';

/** The patch's name in errors and in maintainers/framework-patches.md. */
export const SSR_TEMPLATE_PATCH = 'ssr-template';

/** The file of @docusaurus/core that exports the template. */
const FRAMEWORK_TEMPLATE_MODULE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Attribute carrying a deferred entry script's address. */
export const AFTER_PAINT_ATTRIBUTE = 'src-after-paint';

/** The scripts block of Docusaurus's template, whitespace aside. */
const FRAMEWORK_SCRIPTS_BLOCK =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/**
 * The loader. It only reads the placeholders, so its text is the same in every
 * build and page, and the Content-Security-Policy allows it by hash.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function (placeholder) {
      var script = document.createElement('script');
      script.src = placeholder.getAttribute('${AFTER_PAINT_ATTRIBUTE}');
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return load();
    requestAnimationFrame(function () { setTimeout(load, 0); });
    document.addEventListener('visibilitychange', load, {once: true});
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();`;

const AFTER_PAINT_SCRIPTS_BLOCK = `<% it.scripts.forEach((script) => { %>
      <script type="text/x-after-paint" ${AFTER_PAINT_ATTRIBUTE}="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>
    <script>${AFTER_PAINT_LOADER}</script>`;

/** Docusaurus's template with the scripts block replaced; `frameworkTemplate` is for tests. */
export function ssrTemplate(frameworkTemplate = docusaurusTemplate()): string {
  if (!FRAMEWORK_SCRIPTS_BLOCK.test(frameworkTemplate)) {
    throw new FrameworkPatchError(
      SSR_TEMPLATE_PATCH,
      `the scripts block this patch rewrites in ${FRAMEWORK_TEMPLATE_MODULE} was not found`,
    );
  }
  return frameworkTemplate.replace(FRAMEWORK_SCRIPTS_BLOCK, () => AFTER_PAINT_SCRIPTS_BLOCK);
}

function docusaurusTemplate(): string {
  const require = createRequire(__filename);
  return (require(FRAMEWORK_TEMPLATE_MODULE) as {default: string}).default;
}

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';

import {analyticsScripts, gtagOptions} from './config/analytics';
import {codeHighlightingRehypePlugin} from './config/code-highlighting';
import bindingSwitchRehypePlugin from './plugins/binding-switch/rehype';
import {footer} from './config/footer';
import {frameworkPatchesConfig} from './config/framework-patches';
import {prepareKatexAssets} from './config/katex';
import {createNavbar} from './config/navbar';
import {messageCatalogueConfig} from './config/message-catalogue';
import {SEARCH_INDEX_DIR, searchSettings} from './config/search';
import {editUrlBase, organizationName, projectName, siteUrl} from './config/site';
import {latestVersion, selectBuiltVersions} from './config/versions';
import staticDiagramsRemarkPlugin from './plugins/static-diagrams/remark';
import type {CrashTestRouteOptions} from './plugins/crash-test-route';
import type {LegacyRedirectsOptions} from './plugins/legacy-redirects';
import type {LlmsTxtOptions} from './plugins/llms-txt';
import type {PrecompressOptions} from './plugins/precompress';
import type {SearchIndexOptions} from './plugins/search-index';
import type {SearchCustomFields} from './src/search/embedded';
import type {VersionRootIndexOptions} from './plugins/version-root-index';
import type {VersionNotFoundOptions} from './plugins/version-not-found';

const builtVersions = selectBuiltVersions();
/** Roots of the versions served under a prefix (`/3.9.0`); the latest is at `/`. */
const prefixedVersionRoots = builtVersions.filter((v) => !v.isLatest).map((v) => v.rootPath);
const search = searchSettings();
/** The message catalogue of the FAQ pages: a remark plugin and a plugin (plugins/message-catalogue). */
const messageCatalogue = messageCatalogueConfig(builtVersions);
const katex = prepareKatexAssets(__dirname);
const baseUrl = '/';
/** Mermaid diagrams as the drawings `npm run diagrams:render` made (plugins/static-diagrams). */
const staticDiagrams = [staticDiagramsRemarkPlugin, {baseUrl}] as const;
/** Plugins and page template that patch the framework; DOCS_FRAMEWORK_PATCHES=off leaves them out. */
const frameworkPatches = frameworkPatchesConfig();
/** Test builds add routes the browser tests need (see plugins/crash-test-route). */
const isTestBuild = process.env.DOCS_TEST_BUILD === 'true';
/** Set DOCS_NOINDEX=true for staging deployments that search engines must not index. */
const hideFromSearchEngines = process.env.DOCS_NOINDEX === 'true';

const config = {
  title: 'ICICLE Docs',
  tagline: 'GPU-accelerated zero-knowledge cryptography for C++, Rust and Go',
  url: siteUrl,
  baseUrl,
  favicon: 'img/favicon.svg',
  organizationName,
  projectName,
  deploymentBranch: 'main',
  trailingSlash: false,
  staticDirectories: ['static', katex.staticDirectory],
  noIndex: hideFromSearchEngines,

  onBrokenLinks: 'throw',
  // The spec has these two only warn; the test build that CI runs makes them fatal.
  onBrokenAnchors: isTestBuild ? 'throw' : 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', calendar: 'gregory', htmlLang: 'en'}},
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      // Off on purpose: the SWC HTML minifier rewrites `<code>&amp;HostSlice&lt;T&gt;</code>`
      // as `<code>&HostSlice<T></code>`, which the browser parses as a <t> element and
      // React then reports as a hydration mismatch. The default minifier keeps it intact.
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: isTestBuild ? 'throw' : 'warn'},
  },

  themes: ['@docusaurus/theme-mermaid'],
  // Entry scripts load after the first paint (config/ssr-template.ts), unless patches are off.
  ssrTemplate: frameworkPatches.ssrTemplate,
  scripts: analyticsScripts(),

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          // The unreleased docs/ folder is never published; versions are cut
          // from the latest versioned docs (see README).
          includeCurrentVersion: false,
          lastVersion: latestVersion.name,
          onlyIncludeVersions: builtVersions.map((v) => v.name),
          beforeDefaultRemarkPlugins: [staticDiagrams, ...messageCatalogue.remarkPlugins],
          remarkPlugins: [remarkMath],
          rehypePlugins: [
            ...katex.rehypePlugins,
            codeHighlightingRehypePlugin,
            bindingSwitchRehypePlugin,
          ],
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
          editUrl: ({versionDocsDirPath, docPath}) =>
            `${editUrlBase}/${versionDocsDirPath}/${docPath}`,
        },
        blog: {
          showReadingTime: true,
          blogTitle: 'ICICLE blog',
          blogDescription: 'Release notes and techniques from the ICICLE team.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          beforeDefaultRemarkPlugins: [staticDiagrams],
          remarkPlugins: [remarkMath],
          rehypePlugins: [...katex.rehypePlugins, codeHighlightingRehypePlugin],
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'warn',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
        },
        pages: {rehypePlugins: [codeHighlightingRehypePlugin]},
        theme: {customCss: './src/css/custom.css'},
        gtag: gtagOptions(),
        // The not-found page of each version (plugins/version-not-found) is no page to index.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/*/404'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The bundler's persistent cache keeps a folder per build configuration: cap its size.
    './plugins/build-cache-limit/index.ts',
    // Redirects of the pre-3.9.0 paths, computed by the plugin (not kept in this config, which
    // every page's main bundle carries).
    [
      './plugins/legacy-redirects/index.ts',
      {versions: builtVersions.map((v) => v.name)} satisfies LegacyRedirectsOptions,
    ],
    // The framework patches (config/framework-patches.ts): CodeBlock without Prism, less route
    // data, one tslib helper, compile hints, idle prefetching, collator warm-up, LastUpdated.
    ...frameworkPatches.plugins,
    [
      './plugins/version-root-index/index.ts',
      {
        versionRootPaths: prefixedVersionRoots,
      } satisfies VersionRootIndexOptions,
    ],
    [
      './plugins/version-not-found/index.ts',
      {
        versionRootPaths: prefixedVersionRoots,
      } satisfies VersionNotFoundOptions,
    ],
    [
      './plugins/search-index/index.ts',
      {
        outputDir: SEARCH_INDEX_DIR,
        siteShardWithTags: [`docs-default-${latestVersion.name}`],
      } satisfies Partial<SearchIndexOptions>,
    ],
    [
      './plugins/llms-txt/index.ts',
      {
        version: latestVersion.name,
        summary:
          'ICICLE is a GPU-accelerated library for zero-knowledge cryptography (MSM, NTT, hashing, Merkle trees, sumcheck, FRI, lattices) with C++, Rust and Go APIs.',
        sections: {GettingStartedSidebar: 'Getting started', apisidebar: 'API reference'},
      } satisfies LlmsTxtOptions,
    ],
    ...messageCatalogue.plugins,
    [
      './plugins/crash-test-route/index.ts',
      {enabled: isTestBuild} satisfies Partial<CrashTestRouteOptions>,
    ],
    // Last: .br and .gz copies of the build for nginx's brotli_static and gzip_static.
    ['./plugins/precompress/index.ts', {} satisfies Partial<PrecompressOptions>],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'ICICLE, zero-knowledge, GPU, MSM, NTT, CUDA, Rust, Go, C++'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'icicle-v4-release',
      content:
        'ICICLE v4 is out, with lattice-based cryptography and a new API. <a href="/start/integration-&-support/migrate_from_v3">Read the v3 to v4 migration guide</a>.',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: createNavbar(builtVersions.filter((v) => !v.archived)),
    footer,
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    algolia: search.themeConfig,
  } satisfies Preset.ThemeConfig,

  customFields: {
    search: {
      provider: search.provider,
      manifestUrl: search.manifestUrl,
      siteUrl,
      defaultTags: ['default', `docs-default-${latestVersion.name}`],
    } satisfies SearchCustomFields,
  },
} satisfies Config;

export default config;

/**
 * Keeps the Prism highlighter out of the browser bundle.
 *
 * Code is highlighted at build time (./rehype.ts), so the browser needs
 * neither Prism nor the theme's highlighting component. This plugin:
 *
 * - provides `@theme/CodeBlock` (./theme/CodeBlock, a changed copy of
 *   @docusaurus/theme-classic's) that shows the build's markup, and
 * - swaps the client module theme-classic registers to load
 *   prism-react-renderer and the configured Prism languages on every page
 *   (about 25 KB of gzip JavaScript in the first bundle) for an empty one.
 *
 * A framework patch, `code-block` (config/framework-patches.ts). Guard: the
 * theme files the copy replaces are pinned, and the theme's internal API the
 * copy imports and the client module replaced must be found, when the build
 * loads the plugin. With the patches off the theme's own CodeBlock
 * highlights in the browser; ./rehype.ts still checks every fence.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  type FrameworkReader,
  installedFramework,
  type PinnedFrameworkFiles,
  requireCode,
  requirePinnedFiles,
} from '../../config/framework-patch-guard';

export const CODE_BLOCK_PATCH = 'code-block';

/** The client module of theme-classic that fills Prism with languages. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export const EMPTY_CLIENT_MODULE = path.join(__dirname, 'empty-client-module.js');

/** The folder of the theme components this plugin provides. */
export const THEME_DIR = path.join(__dirname, 'theme');

/**
 * The theme's CodeBlock files that ./theme/CodeBlock replaces (its markup,
 * class names and styles follow them), as of @docusaurus/theme-classic 3.10.2.
 */
export const REPLACED_FILES: PinnedFrameworkFiles = {
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js':
    '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js':
    '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/Element.js':
    '5fbbef70baad69c3193acb82398cecb5ba4825c21cb2764e1419fdfd3e3d2052',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css':
    '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js':
    '7cff522ae9e56f76fe00f83bb6a5c1b029a4a86f4dcc409d01d77d1d5c68e1b3',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css':
    'e190bd929c9aa05771c932ee32a06dec74db47763b5cff56ef2943dd530206a0',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js':
    '55ebecf7d04da06684ad2004600e175f2a63719cbcbc28cb7e2de5d33eede91b',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css':
    '16d8fa7b71e6c0f6d7c0bed5bcdb62dbc8ed72a4967d23db1c4a311611b3e254',
};

/** theme-common's internal API that ./theme/CodeBlock imports. */
const THEME_COMMON_INTERNAL = '@docusaurus/theme-common/lib/internal.js';
const INTERNAL_EXPORTS = {
  'CodeBlockContextProvider exported': /\bexport \{[^}]*\bCodeBlockContextProvider\b/,
  'createCodeBlockMetadata exported': /\bexport \{[^}]*\bcreateCodeBlockMetadata\b/,
  'useCodeWordWrap exported': /\bexport \{[^}]*\buseCodeWordWrap\b/,
};

/** Where theme-classic lists the Prism client module. */
const THEME_CLASSIC_PLUGIN = '@docusaurus/theme-classic/lib/index.js';
const PRISM_CLIENT_MODULE_LISTED = {
  "getClientModules lists './prism-include-languages'":
    /getClientModules\(\) \{[^}]*'\.\/prism-include-languages'/,
};

/** Fails the build if the theme code this patch replaces or relies on moved or changed. */
export function guardCodeBlock(read: FrameworkReader = installedFramework(CODE_BLOCK_PATCH)): void {
  requirePinnedFiles(CODE_BLOCK_PATCH, REPLACED_FILES, read);
  requireCode(
    CODE_BLOCK_PATCH,
    THEME_COMMON_INTERNAL,
    read(THEME_COMMON_INTERNAL),
    INTERNAL_EXPORTS,
  );
  requireCode(
    CODE_BLOCK_PATCH,
    THEME_CLASSIC_PLUGIN,
    read(THEME_CLASSIC_PLUGIN),
    PRISM_CLIENT_MODULE_LISTED,
  );
  // The module replaced must be there under the name PRISM_CLIENT_MODULE matches.
  read('@docusaurus/theme-classic/lib/prism-include-languages.js');
}

export default function codeHighlightingPlugin(): Plugin {
  guardCodeBlock();
  return {
    name: 'code-highlighting',
    getThemePath: () => THEME_DIR,
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            EMPTY_CLIENT_MODULE,
          ),
        ],
      };
    },
  };
}

/**
 * The smallest site the framework makes: preset-classic, two Markdown docs
 * and a home page, with the same Docusaurus and React, `future.faster` on and
 * the site's browser targets. `npm run bench` builds and measures it
 * next to the site, as the floor the site's first-load JavaScript and TBT
 * cannot go below while it runs on this stack (README, Performance).
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config = {
  title: 'Framework baseline',
  url: 'https://baseline.invalid',
  baseUrl: '/',
  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: '/docs', sidebarPath: './sidebars.ts'},
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Baseline',
      items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'}],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

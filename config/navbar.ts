import type {ThemeConfig} from '@docusaurus/preset-classic';
import {communityLinks, companyUrl, feedbackUrl, libraryRepoUrl} from './site';
import type {DocsVersion} from './versions';

type Navbar = NonNullable<ThemeConfig['navbar']>;

export function createNavbar(builtDropdownVersions: readonly DocsVersion[]): Navbar {
  return {
    title: 'ICICLE',
    logo: {alt: 'ICICLE logo', src: 'img/logo.svg', width: 32, height: 32},
    hideOnScroll: false,
    items: [
      // Docs is active everywhere except the API area, as the spec requires.
      {to: '/', label: 'Docs', position: 'left', activeBaseRegex: '^/(?!api)'},
      {to: '/apioverview', label: 'API', position: 'left', activeBaseRegex: '^/api'},
      {
        type: 'docsVersionDropdown',
        position: 'right',
        versions: builtDropdownVersions.map((v) => v.name),
        dropdownItemsAfter: [{to: '/versions', label: 'All versions'}],
        dropdownActiveClassDisabled: true,
      },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        items: communityLinks.map((link) => ({...link})),
      },
      {href: feedbackUrl, label: 'Leave Feedback', position: 'right'},
      {
        href: libraryRepoUrl,
        label: 'GitHub',
        position: 'right',
        className: 'navbar-repo-button',
        'aria-label': 'ICICLE source repository on GitHub',
      },
      {
        type: 'html',
        position: 'right',
        className: 'navbar-company-item',
        value: `<a class="navbar-company-logo" href="${companyUrl}" target="_blank" rel="noopener noreferrer" aria-label="Ingonyama website"><img src="/img/ingonyama-mark.svg" alt="Ingonyama" width="28" height="28"></a>`,
      },
    ],
  };
}

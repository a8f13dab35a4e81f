import type {ThemeConfig} from '@docusaurus/preset-classic';
import {communityLinks, companyUrl, libraryRepoUrl} from './site';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer: Footer = {
  style: 'dark',
  logo: {alt: 'ICICLE logo', src: 'img/logo.svg', href: '/', width: 40, height: 40},
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Overview', to: '/'},
        {label: 'Setup Guide', to: '/setup'},
        {label: 'API Overview', to: '/apioverview'},
        {label: 'All versions', to: '/versions'},
      ],
    },
    {
      title: 'Community',
      items: communityLinks.map((link) => ({...link})),
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: libraryRepoUrl},
        {label: 'Releases', href: `${libraryRepoUrl}/releases`},
        {label: 'Ingonyama', href: companyUrl},
      ],
    },
  ],
  copyright: `Copyright © 2025 Ingonyama, Inc. Built with Docusaurus.`,
};

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {findVersion} from '@site/config/versions';
import {libraryRepoUrl} from '@site/config/site';

function statusOf(name: string, isLast: boolean): string {
  if (isLast) {
    return 'Latest';
  }
  return findVersion(name)?.archived ? 'Archived, unmaintained' : 'Unmaintained';
}

export default function VersionsPage(): ReactNode {
  const versions = useVersions(undefined);
  return (
    <Layout
      title="All documentation versions"
      description="Every version of the ICICLE documentation, with links to its docs and its release on GitHub.">
      <main className="container margin-vert--lg">
        <Heading as="h1">All documentation versions</Heading>
        <p>
          Pick the version that matches the ICICLE release in your project. The latest version is
          served at the site root; every older version keeps its own URL prefix, so links to it stay
          valid. Versions marked archived are no longer listed in the navbar menu.
        </p>
        <table className="versions-table">
          <thead>
            <tr>
              <th>Version</th>
              <th>Status</th>
              <th>Documentation</th>
              <th>Release</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.name}>
                <th scope="row">{version.label}</th>
                <td>{statusOf(version.name, version.isLast)}</td>
                <td>
                  <Link to={version.path}>Docs for {version.label}</Link>
                </td>
                <td>
                  <Link href={`${libraryRepoUrl}/releases/tag/v${version.name}`}>
                    Release notes for v{version.name}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}

/**
 * The version selects of the search form and their state (one select per
 * versioned docs plugin; the searched versions become facet filters). From
 * upstream, unchanged but for the select's accessible name (local).
 */
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import styles from '../styles.module.css';

export function useDocsSearchVersionsHelpers() {
  const allDocsData = useAllDocsData();

  // State of the version select menus / algolia facet filters
  // docsPluginId -> versionName map
  const [searchVersions, setSearchVersions] = useState<{
    [pluginId: string]: string;
  }>(() =>
    Object.entries(allDocsData).reduce(
      (acc, [pluginId, pluginData]) => ({
        ...acc,
        [pluginId]: pluginData.versions[0]!.name,
      }),
      {},
    ),
  );

  // Set the value of a single select menu
  const setSearchVersion = (pluginId: string, searchVersion: string) =>
    setSearchVersions((s) => ({...s, [pluginId]: searchVersion}));

  const versioningEnabled = Object.values(allDocsData).some(
    (docsData) => docsData.versions.length > 1,
  );

  return {
    allDocsData,
    versioningEnabled,
    searchVersions,
    setSearchVersion,
  };
}

// We want to display one select per versioned docs plugin instance
export function SearchVersionSelectList({
  docsSearchVersionsHelpers,
}: {
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}): ReactNode {
  const versionedPluginEntries = Object.entries(docsSearchVersionsHelpers.allDocsData)
    // Do not show a version select for unversioned docs plugin instances
    .filter(([, docsData]) => docsData.versions.length > 1);

  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      {versionedPluginEntries.map(([pluginId, docsData]) => {
        const labelPrefix = versionedPluginEntries.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            onChange={(e) => docsSearchVersionsHelpers.setSearchVersion(pluginId, e.target.value)}
            defaultValue={docsSearchVersionsHelpers.searchVersions[pluginId]}
            aria-label={`${labelPrefix}Docs version to search`}
            className={styles.searchVersionInput}>
            {docsData.versions.map((version, i) => (
              <option key={i} label={`${labelPrefix}${version.label}`} value={version.name} />
            ))}
          </select>
        );
      })}
    </div>
  );
}

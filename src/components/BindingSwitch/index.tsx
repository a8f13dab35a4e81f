/**
 * C++ | Rust | Go under the title of every binding page: each entry opens
 * the same topic in that binding and version, keeping the section anchor
 * where the target has it; a binding without a page for the topic is shown
 * as unavailable with the reason. Choosing an entry is remembered as the
 * reader's binding (src/bindings/preference.ts). The build puts it on the
 * page with the page's row of data/binding-topics.json as props
 * (plugins/binding-switch).
 */
import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {BINDING_LABELS, BINDINGS, type Binding, unavailableReason} from '@site/src/bindings/labels';
import {useBindingPreference} from '@site/src/bindings/preference';
import styles from './styles.module.css';

/** Marks a navigation made by the switch, so the target drops an anchor it does not have. */
export const SWITCH_NAVIGATION_STATE = {fromBindingSwitch: true} as const;

const isModifiedClick = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

function Unavailable({
  binding,
  label,
  reason,
}: {
  binding: Binding;
  label: string;
  reason: string;
}): ReactNode {
  const tipId = useId();
  return (
    <>
      <span
        className={clsx(styles.entry, styles.unavailable)}
        data-binding={binding}
        role="link"
        aria-disabled="true"
        aria-describedby={tipId}
        tabIndex={0}>
        {label}
      </span>
      <span role="tooltip" id={tipId} className={styles.tooltip}>
        {reason}
      </span>
    </>
  );
}

export interface BindingSwitchProps {
  /** The topic, as readers call it ("MSM"). */
  topic: string;
  /** The binding of this page. */
  current: Binding;
  /** The doc id of the topic in each binding that has a page for it. */
  cpp?: string;
  rust?: string;
  go?: string;
}

export default function BindingSwitch({topic, current, ...ids}: BindingSwitchProps): ReactNode {
  const {activeVersion} = useActiveDocContext(undefined);
  const [preferred, choose] = useBindingPreference();
  const {hash} = useLocation();
  const history = useHistory();
  // The anchor is only known in the browser; the prerendered links have none.
  const anchor = useIsBrowser() ? hash : '';
  if (!activeVersion) return null;
  const version = activeVersion.name;
  const pathOf = (id: string) => activeVersion.docs.find((doc) => doc.id === id)?.path;

  const entry = (binding: Binding): ReactNode => {
    const label = BINDING_LABELS[binding];
    const targetId = ids[binding];
    const targetPath = targetId ? pathOf(targetId) : undefined;
    if (binding === current) {
      return (
        <span
          className={clsx(styles.entry, styles.current)}
          data-binding={binding}
          aria-current="page">
          {label}
        </span>
      );
    }
    if (!targetPath) {
      return (
        <Unavailable
          binding={binding}
          label={label}
          reason={unavailableReason(binding, topic, version)}
        />
      );
    }
    return (
      <Link
        className={clsx(styles.entry, binding === preferred && styles.preferred)}
        data-binding={binding}
        to={targetPath + anchor}
        title={binding === preferred ? `${label} (your binding)` : undefined}
        onClick={(event) => {
          choose(binding);
          if (!anchor || isModifiedClick(event)) return;
          event.preventDefault();
          history.push({pathname: targetPath, hash: anchor, state: SWITCH_NAVIGATION_STATE});
        }}>
        {label}
        {/* "Go" alone says little out of context (and search engines call it non-descriptive). */}
        <span className={styles.visuallyHidden}> page on {topic}</span>
      </Link>
    );
  };

  return (
    <nav className={styles.bindingSwitch} aria-label="Binding">
      <ul className={styles.entries}>
        {BINDINGS.map((binding) => (
          <li key={binding} className={styles.item}>
            {entry(binding)}
          </li>
        ))}
      </ul>
    </nav>
  );
}

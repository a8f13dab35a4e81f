/**
 * Wraps the doc content: a page opened by the binding switch drops an anchor
 * it does not have (the switch keeps the reader's section when the target
 * has one with the same id, and cannot know that before it arrives).
 */
import React, {type ReactNode, useEffect} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import type {SWITCH_NAVIGATION_STATE} from '@site/src/components/BindingSwitch';

type Props = WrapperProps<typeof ContentType>;

function useDropMissingSwitchAnchor(): void {
  const location = useLocation<Partial<typeof SWITCH_NAVIGATION_STATE> | undefined>();
  const history = useHistory();
  useEffect(() => {
    if (!location.state?.fromBindingSwitch || !location.hash) return;
    if (document.getElementById(decodeURIComponent(location.hash.slice(1)))) return;
    history.replace({pathname: location.pathname, search: location.search});
  }, [location, history]);
}

export default function ContentWrapper(props: Props): ReactNode {
  useDropMissingSwitchAnchor();
  return <Content {...props} />;
}

/**
 * Wraps the theme's Mermaid diagram, which now draws only a diagram that has
 * no drawing yet: the pages show each diagram as the images
 * `npm run diagrams:render` drew (plugins/static-diagrams), and a test fails
 * on a diagram without them, so this runs in the development server after a
 * diagram is edited, not on the published site.
 *
 * There mermaid (about 190 KB gzip with its layout engines) loads when the
 * diagram comes near the viewport, not with the page; until the SVG is
 * there, a box of typical diagram height holds the place.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** Start loading a screen ahead of the reader. */
const PRELOAD_MARGIN = '100% 0px';

function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export default function MermaidWrapper(props: Props): ReactNode {
  const [ref, near] = useNearViewport();
  return (
    <div ref={ref} className={styles.diagram}>
      {near && <Mermaid {...props} />}
    </div>
  );
}

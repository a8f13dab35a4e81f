/**
 * A Markdown table that keyboard users can scroll. Infima lays tables out as
 * scrolling blocks; a table wider than the column (many columns, long code)
 * becomes a scroll region with nothing focusable inside, which keyboard users
 * cannot scroll (WCAG 2.1.1). While the table overflows, it takes a place in
 * the tab order so the arrow keys scroll it; a table that fits adds no tab stop.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

function useOverflowsHorizontally<T extends HTMLElement>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const [ref, overflows] = useOverflowsHorizontally<HTMLTableElement>();
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : props.tabIndex} />;
}

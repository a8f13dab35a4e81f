/**
 * A Markdown table that keyboard users can scroll. Infima lays tables out as
 * scrolling blocks; a table wider than the column (many columns, long code)
 * becomes a scroll region with nothing focusable inside, which keyboard users
 * cannot scroll (WCAG 2.1.1). Every table takes a place in the tab order, so
 * the arrow keys scroll it. Measuring which tables overflow and making only
 * those focusable was tried: the width settles only after hydration (inline
 * code, math), so the tab stop came and went, and checks saw it missing.
 */
import React, {type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

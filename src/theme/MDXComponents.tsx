/**
 * Wraps the theme's MDX components: Markdown tables become ScrollableTable,
 * which is focusable while it overflows, so keyboard users can scroll it.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};

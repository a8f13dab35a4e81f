/**
 * Wraps the theme's MDX components: Markdown tables become ScrollableTable,
 * which is focusable while it overflows, so keyboard users can scroll it;
 * BindingSwitch is the element plugins/binding-switch puts on binding pages.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import BindingSwitch from '@site/src/components/BindingSwitch';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  BindingSwitch,
};

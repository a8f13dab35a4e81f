/**
 * Replaces `@theme/CodeBlock` of @docusaurus/theme-classic 3.10 (a changed
 * copy, provided by plugins/code-highlighting, not a wrapper: the original
 * imports prism-react-renderer, and wrapping it would keep the highlighter in
 * the bundle). The plugin pins the theme files it was copied from and fails
 * the build when they change (framework patch `code-block`).
 *
 * Why: the original tokenises every block in the browser and renders each
 * token as a React element, then renders every block a second time after
 * hydration to apply the colour mode's theme. On long API pages that was most
 * of the main-thread time. Here the tokens come highlighted from the build
 * (plugins/code-highlighting), are set as inner HTML, which React hydrates
 * without walking, and take their colours from CSS, so a colour mode switch
 * re-renders nothing.
 *
 * Kept from the original: the `theme-code-block language-x` container, the
 * `prism-code` pre, the title from `title="…"`, and its copy and word-wrap
 * buttons through the theme's CodeBlock context. Code without build-time
 * markup (a `<CodeBlock>` written in JSX) is shown as plain text.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import styles from './styles.module.css';

export interface Props extends ThemeProps {
  /** Prism's token markup, escaped, from plugins/code-highlighting/rehype.ts. */
  readonly highlightedHtml?: string;
}

/** The code as one string, or undefined when the children are elements. */
function codeText(children: ReactNode): string | undefined {
  const parts = React.Children.toArray(children);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
}

function ElementCodeBlock({children, className}: Props): ReactNode {
  return (
    <pre
      tabIndex={0}
      className={clsx(
        ThemeClassNames.common.codeBlock,
        styles.container,
        styles.pre,
        'thin-scrollbar',
        className,
      )}>
      <code className={styles.lines}>{children}</code>
    </pre>
  );
}

function StringCodeBlock({code, ...props}: Props & {code: string}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={clsx(metadata.className, ThemeClassNames.common.codeBlock, styles.container)}>
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <pre
            ref={wordWrap.codeBlockRef}
            tabIndex={0}
            className={clsx(
              'prism-code',
              `language-${metadata.language}`,
              styles.pre,
              'thin-scrollbar',
            )}>
            {props.highlightedHtml === undefined ? (
              <code className={styles.lines}>{metadata.code}</code>
            ) : (
              <code
                className={styles.lines}
                dangerouslySetInnerHTML={{__html: props.highlightedHtml}}
              />
            )}
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const code = codeText(props.children);
  return code === undefined ? (
    <ElementCodeBlock {...props} />
  ) : (
    <StringCodeBlock {...props} code={code} />
  );
}

/**
 * Wraps the code block token of @docusaurus/theme-classic (a pass-through the
 * theme provides for this purpose) to lift the token colours of the site's
 * Prism themes that fall below WCAG AA contrast (4.5:1) on their own code
 * background. Prism themes set colours as inline styles, which a stylesheet
 * cannot override without `!important` on every token type, so the colour is
 * swapped here; every other colour of the themes is kept.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

/**
 * Theme colour → the same hue darkened (light theme) or lightened (dark theme)
 * to 4.6:1, measured by axe-core's formula on the theme's background.
 */
const ACCESSIBLE_COLOURS: Readonly<Record<string, string>> = {
  // prismThemes.github on #f6f8fa
  '#999988': '#717165', // comment, prolog, doctype, cdata: 2.7:1
  '#e3116c': '#da1068', // string, attr-value: 4.3:1
  '#36acaa': '#277c7a', // number, boolean, variable, constant, property…: 2.6:1
  '#00a4db': '#0079a2', // atrule, keyword, attr-name, selector: 2.7:1
  '#d73a49': '#ce3846', // function, deleted, tag: 4.3:1
  // prismThemes.vsDark on #1e1e1e
  'rgb(0, 0, 128)': '#8282c1', // prolog: 1.0:1
  'rgb(100, 102, 149)': '#8385aa', // constant: 3.1:1
  '#808080': '#888888', // markup punctuation: 4.2:1
};

/** The github theme shows namespaces at 70% opacity (3.6:1); 80% gives 5.9:1. */
const MIN_OPACITY = 0.8;

function accessibleStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return style;
  const color = typeof style.color === 'string' ? ACCESSIBLE_COLOURS[style.color] : undefined;
  const opacity =
    typeof style.opacity === 'number' && style.opacity < MIN_OPACITY ? MIN_OPACITY : undefined;
  if (!color && opacity === undefined) return style;
  return {...style, ...(color && {color}), ...(opacity !== undefined && {opacity})};
}

export default function TokenWrapper(props: Props): ReactNode {
  return <Token {...props} style={accessibleStyle(props.style)} />;
}

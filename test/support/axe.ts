/**
 * axe-core in a Playwright page: injects the library, runs it against the
 * WCAG 2.0/2.1 A and AA rules plus axe's best practices, and formats the
 * violations so that a failing test says what to fix and where.
 */
import {readFileSync} from 'node:fs';
import type * as Axe from 'axe-core';
import type {ImpactValue, Result, RunOptions} from 'axe-core';
import type {Page} from 'playwright-core';

/** The rule sets the site must meet. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail a test; moderate and minor ones are reported only. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

let axeSource: string | undefined;

/** Read once per process: the minified library is over half a megabyte. */
function axeScript(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * A violation axe reports where the page meets the criterion: the rule is
 * skipped for elements matching the selector, and only there.
 */
export interface FalsePositive {
  rule: string;
  selector: string;
  /** Why the element meets the success criterion although the rule flags it. */
  reason: string;
}

/** Runs axe on the page as it is now and returns its violations. */
export async function axeViolations(
  page: Page,
  falsePositives: readonly FalsePositive[] = [],
): Promise<Result[]> {
  const alreadyInjected = await page.evaluate(() => 'axe' in window);
  if (!alreadyInjected) {
    await page.addScriptTag({content: axeScript()});
  }
  const options: RunOptions = {
    runOnly: {type: 'tag', values: AXE_TAGS},
    resultTypes: ['violations'],
    elementRef: true,
  };
  const ignored = falsePositives.map(({rule, selector}) => ({rule, selector}));
  return page.evaluate(
    async ({options, ignored}) => {
      const {axe} = window as unknown as {axe: typeof Axe};
      const results = await axe.run(document, options);
      return results.violations
        .map((violation) => ({
          ...violation,
          // Only selectors and summaries leave the page: elements cannot, and the
          // check details are in the failure summary.
          nodes: violation.nodes
            .filter(
              (node) =>
                !ignored.some(
                  (f) =>
                    f.rule === violation.id &&
                    (node.element as Element | undefined)?.matches(f.selector),
                ),
            )
            .map(({element: _element, any: _any, all: _all, none: _none, ...node}) => ({
              ...node,
              any: [],
              all: [],
              none: [],
            })),
        }))
        .filter((violation) => violation.nodes.length > 0);
    },
    {options, ignored},
  );
}

export function isBlocking(violation: Result): boolean {
  return violation.impact != null && BLOCKING_IMPACTS.includes(violation.impact);
}

/** One violation with its first targets, as a developer needs it to find the element. */
export function describeViolation(violation: Result, maxTargets = 4): string {
  const targets = violation.nodes.slice(0, maxTargets).map((node) => {
    const selector = node.target.map(String).join(' >>> ');
    const summary = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
    return `    - ${selector}${summary ? `\n      ${summary}` : ''}`;
  });
  const more =
    violation.nodes.length > maxTargets
      ? [`    … and ${violation.nodes.length - maxTargets} more`]
      : [];
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} elements)`,
    `    ${violation.helpUrl}`,
    ...targets,
    ...more,
  ].join('\n');
}

/** A report of several violations under a heading (usually the page and colour mode). */
export function describeViolations(heading: string, violations: readonly Result[]): string {
  return [heading, ...violations.map((violation) => describeViolation(violation))].join('\n');
}

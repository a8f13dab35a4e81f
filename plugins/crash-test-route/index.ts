/**
 * Adds a page that crashes after hydration, so the browser tests can check
 * the framework's error boundary ("This page crashed." / "Try again").
 * Enabled only in test builds (`DOCS_TEST_BUILD=true`); production builds
 * never contain the route.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface CrashTestRouteOptions {
  enabled: boolean;
  routePath: string;
}

const optionsSchema = Joi.object<CrashTestRouteOptions>({
  enabled: Joi.boolean().default(false),
  routePath: Joi.string().pattern(/^\//).default('/__tests__/crash'),
});

export default function crashTestRoutePlugin(
  _context: LoadContext,
  options: CrashTestRouteOptions,
): Plugin {
  return {
    name: 'crash-test-route',
    async contentLoaded({actions}) {
      if (!options.enabled) {
        return;
      }
      actions.addRoute({
        path: options.routePath,
        component: path.join(__dirname, 'CrashingPage.tsx'),
        exact: true,
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<CrashTestRouteOptions>,
  CrashTestRouteOptions
>): CrashTestRouteOptions {
  return validate(optionsSchema, options);
}

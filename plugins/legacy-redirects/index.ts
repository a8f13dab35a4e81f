/**
 * The redirects of the pre-3.9.0 paths (config/redirects.ts), handed to
 * `@docusaurus/plugin-client-redirects` by this plugin instead of the site
 * config.
 *
 * The framework serializes the whole site config, plugin options included,
 * into the main bundle that every page loads. The rules (66 with every
 * version built) are data the browser never reads: kept out of the config,
 * each page's first load is about 0.5 KB gzip smaller (measured on the home
 * page). The site config names only the built versions; the rules are
 * computed here from them.
 */
import clientRedirectsPlugin, {
  validateOptions as validateClientRedirectsOptions,
  type PluginOptions as ClientRedirectsOptions,
} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {legacyRedirects} from '../../config/redirects';
import {docsVersions} from '../../config/versions';

export interface LegacyRedirectsOptions {
  /** Names of the docs versions being built: a redirect leads only to a built page. */
  versions: string[];
}

/** What the plugin runs with: its options and the client-redirects options made from them. */
export interface ResolvedLegacyRedirectsOptions extends LegacyRedirectsOptions {
  clientRedirects: ClientRedirectsOptions;
}

const optionsSchema = Joi.object<LegacyRedirectsOptions>({
  versions: Joi.array()
    .items(Joi.string().valid(...docsVersions.map((version) => version.name)))
    .unique()
    .min(1)
    .required(),
});

export default function legacyRedirectsPlugin(
  context: LoadContext,
  options: ResolvedLegacyRedirectsOptions,
): Plugin<void> | null {
  return clientRedirectsPlugin(context, options.clientRedirects);
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  LegacyRedirectsOptions,
  LegacyRedirectsOptions
>): ResolvedLegacyRedirectsOptions {
  const {versions} = validate(optionsSchema, options);
  const built = docsVersions.filter((version) => versions.includes(version.name));
  return {
    versions,
    // The client-redirects plugin's own validation fills in its defaults.
    clientRedirects: validateClientRedirectsOptions({
      validate: validate as unknown as OptionValidationContext<
        unknown,
        ClientRedirectsOptions
      >['validate'],
      options: {redirects: legacyRedirects(built)},
    }),
  };
}

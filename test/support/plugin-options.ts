/** Runs a local plugin's exported `validateOptions` the way Docusaurus does. */
import {normalizePluginOptions} from '@docusaurus/utils-validation';

export function validatorFor<Options>(
  validateOptions: (context: never) => Options,
): (options: unknown) => Options {
  return (options) => validateOptions({validate: normalizePluginOptions, options} as never);
}

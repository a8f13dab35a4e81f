/**
 * Analytics is off unless its environment variables are set, so a default
 * build makes no request to any third-party host.
 *
 * - GTAG_TRACKING_ID: Google tag measurement id (IP anonymisation on).
 * - PLAUSIBLE_DOMAIN: enables the deferred Plausible script for that domain.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

export function gtagOptions(env = process.env): Preset.Options['gtag'] {
  const trackingID = env.GTAG_TRACKING_ID?.trim();
  return trackingID ? {trackingID, anonymizeIP: true} : undefined;
}

export function analyticsScripts(env = process.env): NonNullable<Config['scripts']> {
  const domain = env.PLAUSIBLE_DOMAIN?.trim();
  if (!domain) {
    return [];
  }
  const src = env.PLAUSIBLE_SCRIPT_URL?.trim() || 'https://plausible.io/js/script.js';
  return [{src, defer: true, 'data-domain': domain}];
}

/**
 * The site's one embedded search client, shared by the search modal and the
 * /search page so a shard downloaded by one is not fetched again by the other.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createEmbeddedSearchClient, type EmbeddedSearchClient} from './client';

export interface SearchCustomFields {
  provider: 'embedded' | 'algolia';
  manifestUrl: string | null;
  /** The site's configured URL; record URLs start with it, as hosted records do. */
  siteUrl: string;
  /** Tags searched when a request names none (the latest docs and the site pages). */
  defaultTags: string[];
}

let client: EmbeddedSearchClient | undefined;

export function embeddedSearchClient(fields: SearchCustomFields): EmbeddedSearchClient {
  client ??= createEmbeddedSearchClient({
    manifestUrl: fields.manifestUrl!,
    siteUrl: fields.siteUrl,
    defaultTags: fields.defaultTags,
  });
  return client;
}

/** The search settings of config/search.ts, as the build passed them to the browser. */
export function useSearchCustomFields(): SearchCustomFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.search as SearchCustomFields;
}

/** The embedded client when the site uses the embedded index, else null (hosted search). */
export function useEmbeddedSearchClient(): EmbeddedSearchClient | null {
  const fields = useSearchCustomFields();
  return fields.provider === 'embedded' ? embeddedSearchClient(fields) : null;
}

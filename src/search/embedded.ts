/**
 * The site's one embedded search client, shared by the search modal and the
 * /search page so a shard downloaded by one is not fetched again by the other.
 *
 * Pages get a small stand-in with the same methods; the client itself (and
 * MiniSearch) is a separate chunk, so search code stays out of every page's
 * first load. The browser prefetches that chunk when idle, so the first
 * search does not wait for it.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {EmbeddedSearchClient} from './client';

export interface SearchCustomFields {
  provider: 'embedded' | 'algolia';
  manifestUrl: string | null;
  /** The site's configured URL; record URLs start with it, as hosted records do. */
  siteUrl: string;
  /** Tags searched when a request names none (the latest docs and the site pages). */
  defaultTags: string[];
}

/** The stand-in: the same methods, forwarding to the client once its chunk has loaded. */
function createStandIn(fields: SearchCustomFields): EmbeddedSearchClient {
  let loading: Promise<EmbeddedSearchClient> | undefined;
  const load = () =>
    (loading ??= import(/* webpackPrefetch: true */ './client').then(
      ({createEmbeddedSearchClient}) =>
        createEmbeddedSearchClient({
          manifestUrl: fields.manifestUrl!,
          siteUrl: fields.siteUrl,
          defaultTags: fields.defaultTags,
        }),
    ));
  return {
    appId: 'embedded',
    search: async (requests) => (await load()).search(requests),
    preload: (facetFilters) => {
      load()
        .then((loaded) => loaded.preload(facetFilters))
        .catch(() => undefined);
    },
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
  };
}

let client: EmbeddedSearchClient | undefined;

export function embeddedSearchClient(fields: SearchCustomFields): EmbeddedSearchClient {
  client ??= createStandIn(fields);
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

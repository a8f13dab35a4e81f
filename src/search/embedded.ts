/**
 * The site's one embedded search client, shared by the search modal and the
 * /search page so a shard downloaded by one is not fetched again by the other.
 *
 * The engine runs in a Web Worker (./worker.ts): downloading a shard and
 * building its index never blocks the page, which keeps the /search page
 * responsive while it loads and typing in the modal smooth. Pages get a
 * small stand-in with the hosted client's methods that forwards to the
 * worker, started on the first preload or search. Where a worker cannot
 * start, the same client runs on the page instead, loaded as a separate
 * chunk, so search code stays out of every page's first load either way.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {EmbeddedSearchClient, SearchRequest, SearchResponse} from './client';
import type {WorkerReply, WorkerRequest} from './worker-protocol';

export interface SearchCustomFields {
  provider: 'embedded' | 'algolia';
  manifestUrl: string | null;
  /** The site's configured URL; record URLs start with it, as hosted records do. */
  siteUrl: string;
  /** Tags searched when a request names none (the latest docs and the site pages). */
  defaultTags: string[];
}

type SearchRequests = {requests: readonly SearchRequest[]} | readonly SearchRequest[];
type Backend = Pick<EmbeddedSearchClient, 'search' | 'preload'>;

/**
 * The worker, wrapped in the client's two methods; null where workers are
 * unavailable. `onFailure` runs if its script cannot load or run; calls in
 * flight then fail as an unreachable index does.
 */
function startWorker(fields: SearchCustomFields, onFailure: () => void): Backend | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch {
    return null;
  }
  const pending = new Map<
    number,
    {resolve: (value: {results: SearchResponse[]}) => void; reject: (error: Error) => void}
  >();
  let nextId = 0;
  worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.error) {
      // The name matters: DocSearch shows its error screen for a RetryError only.
      const error = new Error(data.error.message);
      error.name = data.error.name;
      call.reject(error);
    } else {
      call.resolve(data.result);
    }
  };
  worker.onerror = () => {
    worker.terminate();
    for (const call of pending.values()) {
      const error = new Error('The search worker could not start');
      error.name = 'RetryError';
      call.reject(error);
    }
    pending.clear();
    onFailure();
  };
  const send = (message: WorkerRequest) => worker.postMessage(message);
  send({
    type: 'init',
    options: {
      // The worker resolves relative URLs against its own script.
      manifestUrl: new URL(fields.manifestUrl!, window.location.href).href,
      siteUrl: fields.siteUrl,
      defaultTags: fields.defaultTags,
    },
  });
  return {
    search: (requests: SearchRequests) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {resolve, reject});
        const list = Array.isArray(requests)
          ? requests
          : (requests as {requests: readonly SearchRequest[]}).requests;
        send({type: 'search', id, requests: {requests: list}});
      }),
    preload: (facetFilters) => send({type: 'preload', facetFilters}),
  };
}

/** The same client on the page, for browsers where the worker cannot start. */
function loadOnPage(fields: SearchCustomFields): Promise<Backend> {
  return import('./client').then(({createEmbeddedSearchClient}) =>
    createEmbeddedSearchClient({
      manifestUrl: fields.manifestUrl!,
      siteUrl: fields.siteUrl,
      defaultTags: fields.defaultTags,
    }),
  );
}

/** The stand-in: the hosted client's methods, forwarding to the worker once started. */
function createStandIn(fields: SearchCustomFields): EmbeddedSearchClient {
  let backend: Promise<Backend> | undefined;
  const onPage = () => (backend = loadOnPage(fields));
  const start = () => (backend ??= Promise.resolve(startWorker(fields, onPage) ?? onPage()));
  return {
    appId: 'embedded',
    search: async (requests: SearchRequests) => (await start()).search(requests),
    preload: (facetFilters) => {
      start()
        .then((started) => started.preload(facetFilters))
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

/**
 * The search worker: downloads the index shards, builds their indexes and
 * answers queries off the main thread, so neither the /search page nor the
 * modal blocks while an index is built (hundreds of milliseconds on a slow
 * phone). src/search/embedded.ts talks to it with the messages below.
 */
import {createEmbeddedSearchClient, type EmbeddedSearchClient} from './client';
import type {WorkerReply, WorkerRequest} from './worker-protocol';

declare const self: {
  onmessage: ((event: {data: WorkerRequest}) => void) | null;
  postMessage(message: WorkerReply): void;
};

let client: EmbeddedSearchClient | undefined;

self.onmessage = ({data}) => {
  if (data.type === 'init') {
    client = createEmbeddedSearchClient(data.options);
    return;
  }
  if (!client) return;
  if (data.type === 'preload') {
    client.preload(data.facetFilters);
    return;
  }
  const {id} = data;
  client.search(data.requests).then(
    (result) => self.postMessage({id, result}),
    (error: unknown) => {
      const {name, message} = error instanceof Error ? error : new Error(String(error));
      self.postMessage({id, error: {name, message}});
    },
  );
};

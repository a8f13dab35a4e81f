/**
 * Tracks failures of the embedded client for the modal. DocSearch 4.7 falls
 * through to its no-results screen when the index cannot be loaded
 * (docsearch-dom.ts, 5), so the wrapper shows the error screen itself while
 * `failed`; `failures` counts them, each remounting the screen into the
 * current modal. While a search is in flight the page is marked pending
 * (docsearch-dom.ts, 6).
 */
import {useMemo, useState} from 'react';
import type {EmbeddedSearchClient} from '@site/src/search/client';
import {setSearchPending} from './docsearch-dom';

export function useIndexFailure(client: EmbeddedSearchClient | null): {
  failed: boolean;
  failures: number;
  trackedClient: EmbeddedSearchClient | null;
} {
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const trackedClient = useMemo(() => {
    if (!client) return null;
    let pending = 0;
    return {
      ...client,
      search: async (...args: Parameters<EmbeddedSearchClient['search']>) => {
        pending += 1;
        setSearchPending(true);
        try {
          const response = await client.search(...args);
          setFailed(false);
          return response;
        } catch (error) {
          const unreachable = (error as Error).name === 'RetryError';
          setFailed(unreachable);
          if (unreachable) setFailures((count) => count + 1);
          throw error;
        } finally {
          pending -= 1;
          if (pending === 0) setSearchPending(false);
        }
      },
    };
  }, [client]);
  return {failed, failures, trackedClient};
}

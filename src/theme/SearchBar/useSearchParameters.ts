/**
 * The modal's search parameters: those of the theme config, with the spec's
 * snippet length for this screen (10 words, 5 on narrow screens; DocSearch 4
 * asks for 15) and, for the embedded index, the reader's stored binding and
 * the route of the page they search from, whose binding it ranks first (a
 * stored choice before the page's).
 */
import {useEffect, useMemo, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {NARROW_SCREEN_QUERY, SNIPPET_WORDS, snippetAttributes} from '@site/src/search/constants';
import {useBindingPreference} from '@site/src/bindings/preference';

export function useSearchParameters(embedded: boolean): Record<string, unknown> {
  const [preferredBinding] = useBindingPreference();
  // The engine finds the page's binding from its route (it has the rules in the worker).
  const pageRoute = useLocation().pathname;
  const {siteConfig} = useDocusaurusContext();
  const configured = (siteConfig.themeConfig.algolia as {searchParameters?: object})
    .searchParameters;
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return useMemo(
    () => ({
      ...configured,
      attributesToSnippet: snippetAttributes(narrow ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide),
      // Hosted search rejects parameters it does not know.
      ...(embedded && preferredBinding && {preferredBinding}),
      ...(embedded && {pageRoute}),
    }),
    [configured, narrow, embedded, preferredBinding, pageRoute],
  );
}

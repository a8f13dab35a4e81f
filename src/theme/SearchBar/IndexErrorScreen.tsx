/**
 * DocSearch's error screen (same markup and texts), shown in the open modal
 * when the embedded index cannot be loaded: DocSearch itself falls through
 * to its no-results screen (docsearch-dom.ts, 5). Mounted once per failure.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import defaultTranslations from '@theme/SearchTranslations';
import {errorScreenTarget} from './docsearch-dom';

export default function IndexErrorScreen(): ReactNode {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    setTarget(errorScreenTarget());
  }, []);
  // The theme's texts of DocSearch's error screen.
  const texts = defaultTranslations.modal?.errorScreen;
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-index-error" role="alert">
      <p className="DocSearch-Title">{texts?.titleText}</p>
      <p className="DocSearch-Help">{texts?.helpText}</p>
    </div>,
    target,
  );
}

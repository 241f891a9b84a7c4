import { useEffect } from 'react';

export const SITE_NAME = 'TalentBridge';

/** Sets the tab title as '{page} | TalentBridge'. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${SITE_NAME}`;
  }, [pageTitle]);
}

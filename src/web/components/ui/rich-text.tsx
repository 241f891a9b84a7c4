import { createElement, type ReactNode, useMemo } from 'react';
import { parseRichText, type RichNode } from '../../lib/rich-text.ts';

function render(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // Positions are the identity here: the tree is rebuilt whole when the HTML changes.
    if (typeof node === 'string') return node;
    const children = node.children.length > 0 ? render(node.children) : undefined;
    if (node.tag === 'a') {
      // Links in descriptions lead off the site: no referrer, no ranking credit, no opener.
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <a key={index} href={node.href} rel="nofollow noopener noreferrer" target="_blank">
          {children}
        </a>
      );
    }
    return createElement(node.tag, { key: index }, children);
  });
}

/**
 * Rich text from HTML of the job descriptions' allow-list (lib/rich-text.ts), drawn as React
 * elements: nothing of it is put into the page as HTML, and no sanitizer has to load first.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => render(parseRichText(html)), [html]);
  return <div className={className}>{content}</div>;
}

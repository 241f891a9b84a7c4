import { RICH_TEXT_TAGS, type RichTextTag } from '../../shared/rich-text-tags.ts';
import { decodeEntities } from './job-text.ts';

/**
 * A job description as a tree of allowed elements and text, read from its HTML without the
 * browser's parser: the page draws the tree with React elements (components/ui/rich-text.tsx),
 * so nothing of the description is ever put into the page as HTML. Whatever the input, the
 * output can only hold the tags of `shared/rich-text-tags.ts`, a link's `href` with an http(s) or mailto address, and
 * text, which React escapes. A wrong guess about odd markup can only misplace text, never run
 * anything (decisions/027).
 *
 * The server sanitizes descriptions on write to the same allow-list (features/jobs/sanitize.ts),
 * so what arrives is well formed; this is the second line for a row written any other way.
 */
export type RichNode = string | RichElement;
export type RichElement = { tag: RichTextTag; href?: string; children: RichNode[] };

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Elements without content or end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not markup: skipped whole, up to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
/** Other elements dropped with their content (their text is not the author's prose). */
const DROP_WITH_CONTENT = new Set(['template', 'svg', 'math', 'object', 'select', 'head']);
/** Starting one of these ends an open paragraph, as in the browser's parser. */
const CLOSES_P = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'li']);
/** An open paragraph is not closed across these (it is not the one being interrupted). */
const PARAGRAPH_WALLS = new Set(['li', 'blockquote']);
const LISTS = new Set(['ul', 'ol']);
const LIST_OR_ITEM = new Set([...PARAGRAPH_WALLS, ...LISTS]);
const LINK_ADDRESS = /^(?:https?:|mailto:)/i;

const TAG_NAME = /^[a-z][a-z0-9-]*/i;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** A start tag's `href`, if it has one worth keeping. */
function linkAddress(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    // Control characters and spaces, which browsers strip from addresses, cannot sneak a
    // scheme past the test: whatever is left must start with one of the allowed ones.
    const address = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    return LINK_ADDRESS.test(address) ? address : undefined;
  }
  return undefined;
}

type Open = { name: string; element: RichElement | null; dropped: boolean };

export function parseRichText(html: string): RichNode[] {
  const root: RichElement = { tag: 'p', children: [] };
  // Open elements, innermost last. A disallowed element stays open (element null) so its end
  // tag closes the right one; its allowed content goes to the nearest allowed ancestor.
  const stack: Open[] = [];
  const dropping = () => stack.some((open) => open.dropped);
  const container = (): RichElement => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const element = stack[i]?.element;
      if (element) return element;
    }
    return root;
  };
  const addText = (text: string) => {
    if (text === '' || dropping()) return;
    const children = container().children;
    const decoded = decodeEntities(text);
    const last = children.length - 1;
    if (typeof children[last] === 'string') children[last] += decoded;
    else children.push(decoded);
  };
  const closeTo = (index: number) => {
    stack.length = index;
  };
  const closeInnermost = (name: string, stopAt?: ReadonlySet<string>) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const open = stack[i] as Open;
      if (open.name === name) return closeTo(i);
      if (stopAt?.has(open.name)) return;
    }
  };

  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      addText(html.slice(at));
      break;
    }
    addText(html.slice(at, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      at = end === -1 ? html.length : end + 1;
      continue;
    }
    const isEnd = next === '/';
    const name = TAG_NAME.exec(html.slice(lt + (isEnd ? 2 : 1)))?.[0]?.toLowerCase();
    if (!name) {
      // A '<' that starts no tag is text.
      addText('<');
      at = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    const tagEnd = gt === -1 ? html.length : gt + 1;
    at = tagEnd;
    if (isEnd) {
      closeInnermost(name);
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}`, 'gi');
      closing.lastIndex = tagEnd;
      const close = closing.exec(html)?.index ?? -1;
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      at = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    const attributes = html.slice(lt + 1 + name.length, gt === -1 ? html.length : gt);
    const selfClosing = attributes.trimEnd().endsWith('/');
    if (dropping()) {
      if (!VOID.has(name) && !selfClosing) stack.push({ name, element: null, dropped: false });
      continue;
    }
    if (CLOSES_P.has(name)) {
      closeInnermost('p', name === 'li' ? LIST_OR_ITEM : PARAGRAPH_WALLS);
      if (name === 'li') closeInnermost('li', LISTS);
    }
    const href = name === 'a' ? linkAddress(attributes) : undefined;
    // A link without an address worth keeping is its text alone.
    if (ALLOWED.has(name) && (name !== 'a' || href)) {
      const element: RichElement = { tag: name as RichTextTag, children: [] };
      if (href) element.href = href;
      container().children.push(element);
      if (!VOID.has(name) && !selfClosing) stack.push({ name, element, dropped: false });
      continue;
    }
    if (VOID.has(name) || selfClosing) continue;
    stack.push({ name, element: null, dropped: DROP_WITH_CONTENT.has(name) });
  }
  return root.children;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from '../../shared/rich-text-tags.ts';
import { parseRichText, type RichNode } from './rich-text.ts';

/** The tree as compact markup, to compare whole trees at a glance. */
function show(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string'
        ? `"${node}"`
        : `<${node.tag}${node.href === undefined ? '' : ` href=${node.href}`}>${show(node.children)}</${node.tag}>`,
    )
    .join('');
}

/** Every element of a tree, depth first. */
function* elements(nodes: readonly RichNode[]): Generator<Exclude<RichNode, string>> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    yield node;
    yield* elements(node.children);
  }
}

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** The first element of a tree outside the allow-list (tag, address or any other field), if any. */
function outsideAllowList(nodes: readonly RichNode[]) {
  for (const element of elements(nodes)) {
    const badAddress =
      element.tag === 'a'
        ? !/^(?:https?:|mailto:)/i.test(element.href ?? '')
        : element.href !== undefined;
    const otherFields = Object.keys(element).some(
      (key) => !['tag', 'href', 'children'].includes(key),
    );
    if (!ALLOWED.has(element.tag) || badAddress || otherFields) return element;
  }
  return undefined;
}

const text = (nodes: readonly RichNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : text(node.children))).join('');

describe('parseRichText: what the editor and the server write', () => {
  it('reads headings, paragraphs, lists, emphasis and links', () => {
    const html =
      '<h2>About the role</h2><p>We need a <strong>careful</strong> <em>editor</em>.</p>' +
      '<ul><li><p>Edit two episodes</p></li><li>Write notes</li></ul>' +
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">our site</a><br>or mail us.</p>';
    expect(show(parseRichText(html))).toBe(
      '<h2>"About the role"</h2><p>"We need a "<strong>"careful"</strong>" "<em>"editor"</em>"."</p>' +
        '<ul><li><p>"Edit two episodes"</p></li><li>"Write notes"</li></ul>' +
        '<p>"See "<a href=https://example.com/a?b=1&c=2>"our site"</a><br></br>"or mail us."</p>',
    );
  });

  it('decodes character references in text, and keeps escaped markup as text', () => {
    expect(
      show(parseRichText('<p>Tom &amp; Jerry &lt;b&gt; &#39;hi&#39; &#x2014; &nbsp;ok</p>')),
    ).toBe(`<p>"Tom & Jerry <b> 'hi' \u2014 \u00a0ok"</p>`);
  });

  it('keeps http, https and mailto addresses of links', () => {
    for (const href of ['http://a.example', 'https://a.example/x', 'mailto:jobs@a.example']) {
      expect(show(parseRichText(`<a href="${href}">x</a>`))).toBe(`<a href=${href}>"x"</a>`);
    }
    expect(show(parseRichText("<a href='https://q.example'>q</a>"))).toBe(
      '<a href=https://q.example>"q"</a>',
    );
    expect(show(parseRichText('<a href=https://u.example>u</a>'))).toBe(
      '<a href=https://u.example>"u"</a>',
    );
  });
});

describe('parseRichText: anything else', () => {
  const CORPUS = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload=window.__xss=1><p>inside svg</p></svg>',
    '"><script>alert(1)</script>',
    '<a href="javascript:window.__xss=1">click</a>',
    '<a href="  JaVaScRiPt:alert(1)">upper</a>',
    '<a href="java&#x09;script:alert(1)">tab</a>',
    '<a href="javascript&#58;alert(1)">colon</a>',
    '<a href="&#106;avascript:alert(1)">entity</a>',
    '<a href="data:text/html,<script>alert(1)</script>">data</a>',
    '<a href="//evil.example">protocol-relative</a>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<details open ontoggle=window.__xss=1>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    '<p onclick="alert(1)" style="color:red" class="x">attributes</p>',
    '<style>p{}</style><textarea><p>not markup</p></textarea>',
    '<!-- <script>alert(1)</script> --><p>after comment</p>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<template><p>template</p></template>',
    '<noscript><img src=x onerror=alert(1)></noscript>',
    '<p>unclosed <strong>bold',
    '</p></li></ul>stray end tags',
    '<a href="https://ok.example" onclick="alert(1)">ok</a>',
    '<',
    '<<p>>',
    '<p',
    '<script>never closed',
  ];

  it('holds only allowed tags, and only links with an allowed address', () => {
    for (const html of CORPUS) expect(outsideAllowList(parseRichText(html)), html).toBeUndefined();
  });

  it('drops scripts, style sheets and other non-prose content with their text', () => {
    expect(text(parseRichText('<script>window.__xss=1</script><p>Hello</p>'))).toBe('Hello');
    expect(text(parseRichText('<style>p{}</style><textarea><p>not markup</p></textarea>'))).toBe(
      '',
    );
    expect(text(parseRichText('<svg onload=x><p>inside svg</p></svg><p>after</p>'))).toBe('after');
    expect(text(parseRichText('<!-- <p>note</p> --><p>after comment</p>'))).toBe('after comment');
    expect(text(parseRichText('<script>never closed <p>lost</p>'))).toBe('');
  });

  it('unwraps elements it does not allow, keeping their text', () => {
    expect(show(parseRichText('<div><span>Kept</span> text</div>'))).toBe('"Kept text"');
    expect(show(parseRichText('<p onclick="x" class="y">attributes</p>'))).toBe(
      '<p>"attributes"</p>',
    );
    expect(show(parseRichText('<a href="javascript:alert(1)">click</a>'))).toBe('"click"');
    expect(show(parseRichText('<a href="java&#x09;script:alert(1)">tab</a>'))).toBe('"tab"');
  });

  it('closes what the browser would close, and ignores end tags of nothing open', () => {
    expect(show(parseRichText('<p>one<p>two'))).toBe('<p>"one"</p><p>"two"</p>');
    expect(show(parseRichText('<ul><li>a<li>b</ul>'))).toBe('<ul><li>"a"</li><li>"b"</li></ul>');
    expect(show(parseRichText('<p>intro<ul><li>x</li></ul>'))).toBe(
      '<p>"intro"</p><ul><li>"x"</li></ul>',
    );
    expect(show(parseRichText('<ul><li>a<ul><li>b<li>c</ul></li></ul>'))).toBe(
      '<ul><li>"a"<ul><li>"b"</li><li>"c"</li></ul></li></ul>',
    );
    expect(show(parseRichText('</p></li>stray<p>end</strong>x</p>'))).toBe('"stray"<p>"endx"</p>');
    expect(show(parseRichText('<p>unclosed <strong>bold'))).toBe(
      '<p>"unclosed "<strong>"bold"</strong></p>',
    );
  });

  it('reads a lone "<" as text', () => {
    expect(show(parseRichText('a < b and 1<2'))).toBe('"a < b and 1<2"');
  });
});

describe('parseRichText on any mix of markup', () => {
  const pieces = [
    '<p>',
    '</p>',
    '<a href="https://ok.example">',
    '<a href="javascript:alert(1)">',
    '</a>',
    '<script>',
    '</script>',
    '<svg>',
    '</svg>',
    '<img src=x onerror=alert(1)>',
    '<ul>',
    '<li>',
    '</li>',
    '</ul>',
    '<strong>',
    '</strong>',
    '<!--',
    '-->',
    '<',
    '>',
    '&amp;',
    '&#106;',
    'text',
    ' ',
    '"',
    "'",
    '=',
    '<br/>',
    '<div onclick=alert(1)>',
    '</div>',
    '<textarea>',
    '<style>',
  ];

  it('never holds a tag, attribute or address outside the allow-list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
        (parts) => outsideAllowList(parseRichText(parts.join(''))) === undefined,
      ),
      { numRuns: 2000 },
    );
  });
});

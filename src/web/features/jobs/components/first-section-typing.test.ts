import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { firstSectionTypingPlugin } from './first-section-typing.ts';

/**
 * The plugin's text-input rule on the editor's real schema and the start of the template (spec
 * "Post a Job": a heading, an empty paragraph, the next heading). The view is the two members the
 * rule uses, state and dispatch: ProseMirror's view itself needs a browser, and the Post a Job
 * journeys (e2e/post-job-form.spec.ts) type into the real one.
 */
const schema = getSchema([StarterKit.configure({ heading: { levels: [2, 3, 4] } })]);
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 3 },
  content: [{ type: 'text', text }],
});
const TEMPLATE = schema.nodeFromJSON({
  type: 'doc',
  content: ['Responsibilities', 'Requirements'].flatMap((title) => [
    heading(title),
    { type: 'paragraph' },
  ]),
});

function viewAt(caret: number) {
  const plugin = firstSectionTypingPlugin();
  let state = EditorState.create({ schema, doc: TEMPLATE, plugins: [plugin] });
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, caret)));
  const view = {
    get state() {
      return state;
    },
    dispatch(tr: Transaction) {
      state = state.apply(tr);
    },
  };
  const type = (from: number, to: number, text: string) => {
    const handle = plugin.props.handleTextInput;
    if (!handle) throw new Error('the plugin has no handleTextInput');
    const deflt = () => state.tr.insertText(text, from, to);
    return handle.call(plugin, view as unknown as EditorView, from, to, text, deflt);
  };
  return { view, type };
}

const firstTwo = (state: EditorState) => [
  state.doc.child(0).textContent,
  state.doc.child(1).textContent,
];

describe('typing at the start of a new post’s template', () => {
  it('goes into the paragraph under the first heading', () => {
    const { view, type } = viewAt(1);
    expect(type(1, 1, 'A')).toBe(true);
    expect(firstTwo(view.state)).toEqual(['Responsibilities', 'A']);
  });

  it('does so even when the browser reads the letter back as typed after the heading’s R', () => {
    // Typing "R" before "Responsibilities" leaves "RResponsibilities" in the page, which reads
    // back as an R inserted at position 2; the caret was at the start.
    const { view, type } = viewAt(1);
    expect(type(2, 2, 'R')).toBe(true);
    expect(firstTwo(view.state)).toEqual(['Responsibilities', 'R']);
  });

  it('does so when the page typed at the heading’s start while the editor held its caret below', () => {
    // The editor keeps its caret in the first section (position 19, after the 18 of the
    // heading); a focus without a click puts the page's caret at the heading's start, and
    // keys pressed before the editor moves it there read back as typed inside the heading.
    for (const [from, letter] of [
      [2, 'R'],
      [1, 'A'],
    ] as const) {
      const { view, type } = viewAt(19);
      expect(type(from, from, letter)).toBe(true);
      expect(firstTwo(view.state)).toEqual(['Responsibilities', letter]);
    }
  });

  it('stays where the caret is inside the heading, away from its start', () => {
    const { view, type } = viewAt(5);
    expect(type(5, 5, 'x')).toBe(false);
    expect(firstTwo(view.state)).toEqual(['Responsibilities', '']);
  });

  it('stays in the heading when the editor’s caret is there too, as after a click on it', () => {
    const { view, type } = viewAt(17);
    expect(type(17, 17, 's')).toBe(false);
    expect(firstTwo(view.state)).toEqual(['Responsibilities', '']);
  });

  it('stays where the caret is once the first section holds text', () => {
    const { view, type } = viewAt(1);
    type(1, 1, 'A');
    const state = view.state;
    view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, 1)));
    expect(type(1, 1, 'B')).toBe(false);
  });
});

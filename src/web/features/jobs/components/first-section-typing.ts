import { Plugin, TextSelection } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';

/**
 * A new post's template starts with a heading and an empty paragraph under it. Text typed while
 * the caret sits at the very start of the template (where a focus without a click, or a page
 * that had not yet placed its caret, leaves it) goes into that paragraph instead of running into
 * 'Responsibilities' (docs/decisions/040). Once the first section holds text, or with a selection
 * (retitling the heading), typing goes where the caret is.
 */
export function firstSectionTypingPlugin(): Plugin {
  return new Plugin({
    props: {
      handleTextInput(view, from, to, text) {
        const { doc, selection } = view.state;
        const heading = doc.firstChild;
        const section = doc.childCount > 1 ? doc.child(1) : null;
        if (heading?.type.name !== 'heading') return false;
        // The caret counts too, not only where the change was read: text typed before
        // 'Responsibilities' that starts with its 'R' reads back as typed after that letter.
        // And a change read inside the heading while the editor holds its caret in the section
        // below was typed where the browser put its own caret on focus (the heading's start)
        // before the editor moved that caret to its own place.
        const isInHeading = from < heading.nodeSize;
        const isAtStart =
          from <= 1 ||
          (selection.empty && selection.from <= 1) ||
          (isInHeading && selection.from >= heading.nodeSize);
        if (
          !isAtStart ||
          from !== to ||
          section?.type.name !== 'paragraph' ||
          section.content.size > 0
        ) {
          return false;
        }
        const inSection = TextSelection.create(doc, heading.nodeSize + 1);
        view.dispatch(view.state.tr.setSelection(inSection).insertText(text));
        return true;
      },
    },
  });
}

export const FirstSectionTyping = Extension.create({
  name: 'firstSectionTyping',
  addProseMirrorPlugins() {
    return [firstSectionTypingPlugin()];
  },
});

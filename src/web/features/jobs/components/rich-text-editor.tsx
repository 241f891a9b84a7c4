import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
} from 'lucide-react';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputStyles } from '../../../components/ui/input.tsx';
import { FirstSectionTyping } from './first-section-typing.ts';

type RichTextEditorProps = {
  /** The id of the visible label; it names both the toolbar's editor and the text box. */
  labelId: string;
  /** The text box's own id, so the label can point at it (and focus it when clicked). */
  editorId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /**
   * A new post's template: until it is first edited, a caret at its very start (inside the first
   * heading) moves into the empty paragraph under that heading, so typed text does not run into
   * 'Responsibilities' (docs/decisions/040).
   */
  startInFirstSection?: boolean;
};

/** A typed link target: https:// is assumed when the scheme is missing ('example.com'). */
function normalizeHref(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null; // javascript:, data: and the like
  return `https://${text}`;
}

type ToolProps = {
  label: string;
  icon: LucideIcon;
  isActive: boolean;
  onClick: () => void;
  /** The toolbar's one Tab stop (the others are reached with the arrow keys). */
  isTabStop: boolean;
};

function Tool({ label, icon: Icon, isActive, onClick, isTabStop }: ToolProps) {
  return (
    <button
      type="button"
      tabIndex={isTabStop ? 0 : -1}
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        // 32 px on phones so that the eight tools fit one row at 320 px; 36 px from sm up.
        'inline-flex size-8 items-center justify-center rounded-md transition-colors sm:size-9',
        isActive
          ? 'bg-brand-100 text-brand-800'
          : 'text-neutral-700 hover:bg-neutral-200 hover:text-neutral-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * The toolbar as one Tab stop, its tools reached with Left and Right (wrapping), Home and End:
 * the ARIA toolbar pattern with a roving tabindex. The tool last focused is the Tab stop.
 */
function useRovingToolbar() {
  const [tabStop, setTabStop] = useState(0);
  const toolsOf = (toolbar: HTMLElement) =>
    Array.from(toolbar.querySelectorAll<HTMLButtonElement>('button'));
  return {
    isTabStop: (index: number) => index === tabStop,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const index = toolsOf(event.currentTarget).indexOf(event.target as HTMLButtonElement);
      if (index >= 0) setTabStop(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const tools = toolsOf(event.currentTarget);
      const index = tools.indexOf(event.target as HTMLButtonElement);
      if (index < 0) return;
      const last = tools.length - 1;
      const next = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      tools[next]?.focus();
    },
  };
}

/** Tools that belong together; a thin rule after each group but the last. */
function ToolGroup({ children, isLast = false }: { children: ReactNode; isLast?: boolean }) {
  return (
    <div className="flex items-center sm:gap-0.5">
      {children}
      {isLast ? null : (
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-neutral-300 sm:mx-1.5" />
      )}
    </div>
  );
}

/**
 * The editable area's attributes: a multi-line text box named by the visible label (WCAG 4.1.2),
 * set from the first render so the name is never missing.
 */
function editableAttributes(
  editorId: string,
  labelId: string,
  describedBy: string | undefined,
  isInvalid: boolean | undefined,
): Record<string, string> {
  return {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text rich-text-editable',
  };
}

/**
 * The job description editor (TipTap): only what the display allows (paragraphs, headings,
 * lists, bold, italic, links, quotes). TipTap's own <style> injection is off: the CSP forbids it,
 * and styles.css carries the few rules ProseMirror needs (.rich-text).
 */
export function RichTextEditor({
  labelId,
  editorId,
  initialHtml,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': isInvalid,
  startInFirstSection = false,
}: RichTextEditorProps) {
  const linkInputId = useId();
  const roving = useRovingToolbar();
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  const editor = useEditor({
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'nofollow noopener noreferrer', target: null },
        },
      }),
      ...(startInFirstSection ? [FirstSectionTyping] : []),
    ],
    content: initialHtml,
    editorProps: { attributes: editableAttributes(editorId, labelId, describedBy, isInvalid) },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  useEffect(() => {
    if (!startInFirstSection) return;
    const moveIntoFirstSection = () => {
      const { doc, selection } = editor.state;
      const first = doc.firstChild;
      const next = doc.childCount > 1 ? doc.child(1) : null;
      if (selection.from > 1 || first?.type.name !== 'heading' || next?.type.name !== 'paragraph') {
        return;
      }
      // After the heading, inside the paragraph that follows it.
      editor.commands.setTextSelection(first.nodeSize + 1);
    };
    // Until the template is first edited, a caret at its very start (the first focus, which the
    // browser may place there after the focus event, or a selection the view reads back from the
    // page) moves into the first section; once the view is ready, so the toolbar does not show
    // 'Subheading' pressed before anyone typed.
    const onUpdate = () => {
      editor.off('focus', moveIntoFirstSection);
      editor.off('selectionUpdate', moveIntoFirstSection);
      editor.off('update', onUpdate);
    };
    if (editor.isInitialized) moveIntoFirstSection();
    else editor.on('create', moveIntoFirstSection);
    editor.on('focus', moveIntoFirstSection);
    editor.on('selectionUpdate', moveIntoFirstSection);
    editor.on('update', onUpdate);
    return () => {
      editor.off('create', moveIntoFirstSection);
      editor.off('focus', moveIntoFirstSection);
      editor.off('selectionUpdate', moveIntoFirstSection);
      editor.off('update', onUpdate);
    };
  }, [editor, startInFirstSection]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: editableAttributes(editorId, labelId, describedBy, isInvalid),
      },
    });
  }, [editor, editorId, labelId, describedBy, isInvalid]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const openLink = () => {
    setLinkError(null);
    setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? '');
  };
  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (linkDraft === null) return;
    if (linkDraft.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkDraft(null);
      return;
    }
    const href = normalizeHref(linkDraft);
    if (!href) {
      setLinkError('Links must start with http://, https:// or mailto:.');
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinkDraft(null);
  };

  return (
    <div
      className={clsx(
        'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600',
        isInvalid ? 'border-danger-600' : 'border-field-border',
      )}
    >
      {/* Three groups that wrap as wholes: one row from 360 px, and never a lone tool on a row of
          its own on a narrower phone (docs/decisions/040). */}
      <div
        role="toolbar"
        aria-label="Text formatting"
        onFocus={roving.onFocus}
        onKeyDown={roving.onKeyDown}
        className="flex flex-wrap items-center gap-y-1 border-b border-neutral-200 bg-neutral-50 p-1"
      >
        <ToolGroup>
          <Tool
            label="Bold"
            isTabStop={roving.isTabStop(0)}
            icon={Bold}
            isActive={active.bold}
            onClick={() => chain().toggleBold().run()}
          />
          <Tool
            label="Italic"
            isTabStop={roving.isTabStop(1)}
            icon={Italic}
            isActive={active.italic}
            onClick={() => chain().toggleItalic().run()}
          />
          <Tool
            label="Link"
            isTabStop={roving.isTabStop(2)}
            icon={Link2}
            isActive={active.link || linkDraft !== null}
            onClick={openLink}
          />
        </ToolGroup>
        <ToolGroup>
          <Tool
            label="Heading"
            isTabStop={roving.isTabStop(3)}
            icon={Heading2}
            isActive={active.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          />
          <Tool
            label="Subheading"
            isTabStop={roving.isTabStop(4)}
            icon={Heading3}
            isActive={active.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          />
        </ToolGroup>
        <ToolGroup isLast>
          <Tool
            label="Bulleted list"
            isTabStop={roving.isTabStop(5)}
            icon={List}
            isActive={active.bullet}
            onClick={() => chain().toggleBulletList().run()}
          />
          <Tool
            label="Numbered list"
            isTabStop={roving.isTabStop(6)}
            icon={ListOrdered}
            isActive={active.ordered}
            onClick={() => chain().toggleOrderedList().run()}
          />
          <Tool
            label="Quote"
            isTabStop={roving.isTabStop(7)}
            icon={Quote}
            isActive={active.quote}
            onClick={() => chain().toggleBlockquote().run()}
          />
        </ToolGroup>
      </div>
      {linkDraft !== null ? (
        // Not a <form>: this sits inside the job form, and forms cannot nest.
        <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 bg-neutral-50 px-2 py-2">
          <label htmlFor={linkInputId} className="text-sm font-medium text-neutral-800">
            Link address
          </label>
          <input
            id={linkInputId}
            type="url"
            inputMode="url"
            // biome-ignore lint/a11y/noAutofocus: the field appears because the person asked for it
            autoFocus
            value={linkDraft}
            placeholder="https://example.com"
            aria-invalid={linkError ? true : undefined}
            onChange={(event) => setLinkDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') {
                event.preventDefault();
                setLinkDraft(null);
                editor.commands.focus();
              }
            }}
            className={clsx(inputStyles, 'h-9 min-w-0 flex-1 basis-48')}
          />
          <Button size="sm" onClick={applyLink}>
            Apply
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinkDraft(null)}>
            Cancel
          </Button>
          {linkError ? (
            <p role="alert" className="basis-full text-sm font-medium text-danger-700">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} className="rich-text-editor" />
    </div>
  );
}

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LinkForm } from './link-form';
import styles from './rich-text.module.css';

export interface RichTextEditorProps {
  /** HTML; '' when empty */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** id of the visible label */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/** The editor's HTML, or '' when there is nothing in it (an empty editor still holds `<p></p>`). */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function editableAttributes(
  labelledBy: string,
  describedBy: string | undefined,
  invalid: boolean,
): Record<string, string> {
  return {
    class: styles.editable ?? '',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

/** A small rich text editor (TipTap): bold, italic, lists, a heading and links. The value is HTML. */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: { attributes: editableAttributes(labelledBy, describedBy, invalid) },
    onUpdate: ({ editor: current }) => latest.current.onChange(editorHtml(current)),
    onBlur: () => latest.current.onBlur?.(),
  });

  // Error state and descriptions change after a submit: update the editable's attributes, keep the editor (and its
  // undo).
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: editableAttributes(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);

  // A new value from outside (the form was reset or reloaded) replaces the content; our own echoes do not.
  useEffect(() => {
    // A page left quickly can destroy the editor before this runs: its schema is gone then, nothing to replace.
    if (!editor.isDestroyed && value !== editorHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading: current.isActive('heading', { level: 3 }),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    command(editor.chain().focus()).run();
  };

  return (
    <div className={invalid ? `${styles.editor} ${styles.editorInvalid}` : styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <ToolbarButton label="Bold" shortcut="Ctrl+B" pressed={active.bold} onClick={() => run((c) => c.toggleBold())}>
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton
          label="Italic"
          shortcut="Ctrl+I"
          pressed={active.italic}
          onClick={() => run((c) => c.toggleItalic())}
        >
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton
          label="Heading"
          pressed={active.heading}
          onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
        >
          H
        </ToolbarButton>
        <ToolbarButton
          label="Bulleted list"
          pressed={active.bulletList}
          onClick={() => run((c) => c.toggleBulletList())}
        >
          • List
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          pressed={active.orderedList}
          onClick={() => run((c) => c.toggleOrderedList())}
        >
          {/* "1." is drawn by CSS: a visible digit would have to be part of the button's name ("Numbered list"). */}
          <span className={styles.numberedGlyph} />
          List
        </ToolbarButton>
        <ToolbarButton label="Link" pressed={active.link || linkOpen} onClick={() => setLinkOpen((open) => !open)}>
          Link
        </ToolbarButton>
      </div>
      {linkOpen ? (
        <LinkForm
          initialHref={active.href}
          hasLink={active.link}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else {
              chain.setLink({ href }).run();
            }
            setLinkOpen(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolbarButtonProps {
  label: string;
  shortcut?: string;
  pressed: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, shortcut, pressed, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={label}
      aria-pressed={pressed ?? false}
      title={shortcut ? `${label} (${shortcut})` : label}
      // Keep the text selection: a mousedown on the button would otherwise take focus from the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

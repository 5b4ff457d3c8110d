import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import styles from './rich-text.module.css';

const LoadedEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/**
 * The rich text editor, its code (TipTap and ProseMirror, ~100 KB compressed) loaded when a form first shows it, so
 * pages open without it. Until then an empty frame of the same size stands in.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder invalid={props.invalid ?? false} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}

function EditorPlaceholder({ invalid }: { invalid: boolean }) {
  return (
    <div className={invalid ? `${styles.editor} ${styles.editorInvalid}` : styles.editor} aria-busy="true">
      <div className={styles.toolbar} aria-hidden="true">
        <span className={styles.toolButton} />
      </div>
      <div className={styles.editable} />
    </div>
  );
}

/** What other features use from rich-text; they import it from here, never from its files. */
export { RichTextEditor } from './lazy-rich-text-editor';
export { RichText } from './rich-text';

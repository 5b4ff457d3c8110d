import styles from './canvas.module.css';

/** Holds the canvas's place (same size) while the canvas chunk loads. */
export function CanvasSkeleton({ variant }: { variant: 'editor' | 'view' }) {
  return (
    <div className={variant === 'editor' ? styles.editorSkeleton : styles.viewSkeleton} role="status">
      <span className="visually-hidden">Loading the diagram…</span>
    </div>
  );
}

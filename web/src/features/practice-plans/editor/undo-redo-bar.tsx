import { useEffect, useRef } from 'react';
import type { PlanUndoState } from '@sideline/domain';
import styles from './editor.module.css';
import { undoShortcut } from './undo-shortcut';
import type { PlanCommands } from './use-plan-commands';

/** Undo and redo of MY changes only (the server keeps a stack per coach); Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z. */
export function UndoRedoBar({ undo, commands }: { undo: PlanUndoState; commands: PlanCommands }) {
  const busy = commands.isPending('plan:undo') || commands.isPending('plan:redo');

  const latest = useRef({ undo, commands, busy });
  latest.current = { undo, commands, busy };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoShortcut(event, event.target);
      if (!action) return;
      event.preventDefault();
      const { undo: state, commands: run, busy: waiting } = latest.current;
      if (waiting) return;
      if (action === 'undo' && state.canUndo) run.undo();
      if (action === 'redo' && state.canRedo) run.redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const undoTitle = undo.canUndo
    ? `Undo: ${undo.undoLabel ?? 'your last change'} (Ctrl+Z)`
    : 'Nothing of yours to undo';
  const redoTitle = undo.canRedo ? `Redo: ${undo.redoLabel ?? 'what you undid'} (Ctrl+Shift+Z)` : 'Nothing to redo';
  return (
    <div className={styles.undoBar} role="group" aria-label="Undo and redo your changes">
      <button
        type="button"
        className="button button--secondary"
        disabled={!undo.canUndo || busy}
        title={undoTitle}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={commands.undo}
      >
        <span aria-hidden="true">↶</span> Undo
        <span className="visually-hidden">{undo.undoLabel ? `: ${undo.undoLabel}` : ''}</span>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={!undo.canRedo || busy}
        title={redoTitle}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        onClick={commands.redo}
      >
        <span aria-hidden="true">↷</span> Redo
        <span className="visually-hidden">{undo.redoLabel ? `: ${undo.redoLabel}` : ''}</span>
      </button>
    </div>
  );
}

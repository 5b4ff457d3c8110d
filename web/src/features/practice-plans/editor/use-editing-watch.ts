import { findItem } from '@sideline/domain';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { PlanDetail } from '@sideline/domain';

/**
 * Follows which item my focus is in (told to the room through `setEditing`) and notices when that item disappears
 * from the plan: a co-editor removed it while I was on it. That is said clearly, never a silent loss.
 */
export function useEditingWatch(
  plan: PlanDetail,
  setEditing: (itemId: string | null) => void,
  onGone: (message: string) => void,
) {
  const editing = useRef<{ itemId: string; name: string } | null>(null);
  /** item id → its controls holding unsaved text */
  const dirty = useRef(new Map<string, Set<string>>());

  const focusItem = useCallback(
    (itemId: string, name: string) => {
      if (editing.current?.itemId === itemId) return;
      editing.current = { itemId, name };
      setEditing(itemId);
    },
    [setEditing],
  );
  const blurItem = useCallback(
    (itemId: string) => {
      if (editing.current?.itemId !== itemId) return;
      editing.current = null;
      setEditing(null);
    },
    [setEditing],
  );
  const setDirty = useCallback((itemId: string, control: string, value: boolean) => {
    const controls = dirty.current.get(itemId) ?? new Set<string>();
    if (value) controls.add(control);
    else controls.delete(control);
    if (controls.size > 0) dirty.current.set(itemId, controls);
    else dirty.current.delete(itemId);
  }, []);

  useEffect(() => {
    const current = editing.current;
    if (!current || findItem(plan.sections, current.itemId)) return;
    const unsaved = (dirty.current.get(current.itemId)?.size ?? 0) > 0;
    editing.current = null;
    dirty.current.delete(current.itemId);
    setEditing(null);
    const message = `“${current.name}” was removed by someone else while you were editing it.${unsaved ? ' Your change to it was not saved.' : ''}`;
    toast.error(message, { id: `gone-${current.itemId}` });
    onGone(message);
    // Runs again when setEditing or onGone change, too: harmless, as a removal already seen has been cleared.
  }, [plan.sections, setEditing, onGone]);

  return { focusItem, blurItem, setDirty };
}

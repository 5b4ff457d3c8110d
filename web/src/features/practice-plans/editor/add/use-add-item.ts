import type { PlanItemInput } from '@sideline/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePlanEditor } from '../editor-context';
import { apiTarget } from './add-targets';

/**
 * Adds an item at the end of the panel's target (AddItem). The id is made here, so the new item can be found at once;
 * the last thing added is announced (the panel stays open to add more).
 */
export function useAddItem() {
  const { commands, addTarget } = usePlanEditor();
  const [added, setAdded] = useState<string | null>(null);
  const add = async (item: PlanItemInput, label: string, onInvalid?: (message: string) => void): Promise<boolean> => {
    if (!addTarget) return false;
    const ok = await commands.send(
      { type: 'AddItem', item: { id: crypto.randomUUID(), ...item }, to: apiTarget(addTarget) },
      `add:${label}`,
      {
        onInvalid: onInvalid ?? ((message) => toast.error(message)),
      },
    );
    if (ok) setAdded(`Added “${label}”.`);
    return ok;
  };
  return { add, added, isAdding: (label: string) => commands.isPending(`add:${label}`) };
}

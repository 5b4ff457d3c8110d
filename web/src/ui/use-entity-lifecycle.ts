import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../api/friendly-message';

const HANDLED = { handledStatuses: [400, 401, 403, 404, 409] };

interface EntityLifecycleOptions<T extends { id: string }> {
  id: string;
  /** the name as shown now, for "… was deleted." */
  name: string;
  /** "drill", "formation", "plan": for the messages */
  noun: string;
  nameOf: (detail: T) => string;
  restore: (id: string) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  duplicate: (id: string) => Promise<T>;
  /** keep a fresh detail in the cache and refresh the lists */
  store: (detail: T) => void;
  /** after a delete: what the cache knows of it, and the lists, are stale */
  forget: () => void;
  /** where a delete leaves the coach */
  listHref: string;
  /** where a copy opens */
  copyHref: (copy: T) => string;
}

/**
 * Delete (with an Undo in the toast), restore and duplicate for a detail page, with the "are you sure" state.
 * Every mutation says what happened in a toast; errors the page handles itself are not reported twice.
 */
export function useEntityLifecycle<T extends { id: string }>(options: EntityLifecycleOptions<T>) {
  const { id, name, noun, nameOf, store, forget } = options;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const restore = useMutation({
    mutationFn: () => options.restore(id),
    onSuccess: (restored) => {
      store(restored);
      toast.success(`“${nameOf(restored)}” is back.`);
    },
    onError: (error) => toast.error(`The ${noun} was not restored. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  const remove = useMutation({
    mutationFn: () => options.remove(id),
    onSuccess: () => {
      forget();
      // The page is gone by the time Undo is clicked: restore directly, not through this page's mutation.
      toast.success(`“${name}” was deleted.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void options.restore(id).then(
              (restored) => {
                store(restored);
                toast.success(`“${nameOf(restored)}” is back.`);
              },
              (error: unknown) => toast.error(`The ${noun} was not restored. ${friendlyMessage(error)}`),
            ),
        },
      });
      void navigate(options.listHref);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`The ${noun} was not deleted. ${friendlyMessage(error)}`);
    },
    meta: HANDLED,
  });

  const duplicate = useMutation({
    mutationFn: () => options.duplicate(id),
    onSuccess: (copy) => {
      store(copy);
      toast.success(`A private copy was made: “${nameOf(copy)}”.`);
      void navigate(options.copyHref(copy));
    },
    onError: (error) => toast.error(`The ${noun} was not copied. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  return { restore, remove, duplicate, confirming, setConfirming };
}

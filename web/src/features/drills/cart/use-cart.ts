import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { useSessionUser } from '../../../session/session';
import type { DrillRef } from '@sideline/domain';
import { addToCart, clearCart, fetchCart, removeFromCart } from './cart-api';
import { isInCart, toggledCart } from './cart-items';

export const cartQueryKey = ['drill-cart'] as const;

export const cartQuery = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => fetchCart(signal),
  meta: { handledStatuses: [401] },
});

export interface Cart {
  /** false for visitors: the cart belongs to an account */
  available: boolean;
  items: DrillRef[];
  has: (drillId: string) => boolean;
  toggle: (drill: DrillRef) => void;
  clear: () => void;
  busy: boolean;
}

/** The plan cart, shared by every drill card and page; toggles show at once and roll back if the server says no. */
export function useCart(): Cart {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const query = useQuery({ ...cartQuery, enabled: user !== null });

  const rollbackOnError = (
    error: unknown,
    _vars: unknown,
    context: { previous: DrillRef[] | undefined } | undefined,
  ) => {
    queryClient.setQueryData(cartQueryKey, context?.previous);
    toast.error(`The plan cart was not changed. ${friendlyMessage(error)}`);
  };

  const toggle = useMutation({
    mutationFn: ({ drill, wasIn }: { drill: DrillRef; wasIn: boolean }) =>
      wasIn ? removeFromCart(drill.id) : addToCart(drill.id),
    onMutate: async ({ drill }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<DrillRef[]>(cartQueryKey);
      queryClient.setQueryData<DrillRef[]>(cartQueryKey, toggledCart(previous ?? [], drill));
      return { previous };
    },
    onError: rollbackOnError,
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey, items),
    meta: { handledStatuses: [400, 401, 403, 404, 409] },
  });

  const clear = useMutation({
    mutationFn: clearCart,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<DrillRef[]>(cartQueryKey);
      queryClient.setQueryData<DrillRef[]>(cartQueryKey, []);
      return { previous };
    },
    onError: rollbackOnError,
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey, items),
    meta: { handledStatuses: [401] },
  });

  const items = query.data ?? [];
  return {
    available: user !== null,
    items,
    has: (drillId) => isInCart(items, drillId),
    toggle: (drill) => toggle.mutate({ drill, wasIn: isInCart(queryClient.getQueryData(cartQueryKey), drill.id) }),
    clear: () => clear.mutate(),
    busy: toggle.isPending || clear.isPending,
  };
}

import { SPORT_IDS, SPORT_PACKS, type SportId } from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';
import { cartQueryKey, useCart } from '../../drills';
import type { DrillRef } from '@sideline/domain';
import { createPlan } from '../plan-api';
import { planKeys } from '../plan-queries';
import listCss from '../../../ui/list-page.module.css';
import styles from './plan-filters.module.css';

/** The sport most of the cart's drills are for (the plan's sport decides its position lanes). */
export function cartSport(items: readonly DrillRef[]): SportId {
  const counts = new Map<SportId, number>();
  for (const item of items) counts.set(item.sport, (counts.get(item.sport) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'quadball';
}

/** "Create from cart (N)": a plan with one section holding the cart's drills (the server empties the cart). */
export function CreateFromCart() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Practice from the cart');
  const [sport, setSport] = useState<SportId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () => createPlan({ name: name.trim(), sport: sport ?? cartSport(cart.items), fromCart: true }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      toast.success(`“${plan.metadata.name}” was created from your cart.`);
      void navigate(`/practice-plans/${plan.id}/edit`);
    },
    onError: (error) =>
      setProblem(
        isApiError(error) ? (error.fieldErrors.name?.join(' ') ?? friendlyMessage(error)) : friendlyMessage(error),
      ),
    meta: { handledStatuses: [400, 401, 403, 409] },
  });

  if (!cart.available || cart.items.length === 0) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem('Give the plan a name.');
      return;
    }
    setProblem(null);
    create.mutate();
  };

  return (
    <div className={styles.cartCreate}>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${ids}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        Create from cart ({cart.items.length})
      </button>
      {open ? (
        <form
          id={`${ids}-form`}
          className={styles.cartForm}
          onSubmit={onSubmit}
          noValidate
          aria-label="Create a plan from the cart"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <div className={listCss.filterField}>
            <label htmlFor={`${ids}-name`} className={listCss.filterLabel}>
              Plan name
            </label>
            <input
              id={`${ids}-name`}
              className={styles.smallInputWide}
              value={name}
              maxLength={150}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids}-problem` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className={listCss.filterField}>
            <label htmlFor={`${ids}-sport`} className={listCss.filterLabel}>
              Sport
            </label>
            <select
              id={`${ids}-sport`}
              className={listCss.smallSelect}
              value={sport ?? cartSport(cart.items)}
              onChange={(event) => setSport(event.target.value as SportId)}
            >
              {SPORT_IDS.map((id) => (
                <option key={id} value={id}>
                  {SPORT_PACKS[id].name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create and edit'}
          </button>
          {problem ? (
            <p id={`${ids}-problem`} className={listCss.filterError} role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

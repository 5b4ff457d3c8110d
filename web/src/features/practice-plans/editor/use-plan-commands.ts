import type { PlanCommandInput } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../api/api-error';
import { redoPlanChange, sendPlanCommand, undoPlanChange } from '../plan-api';
import { planKeys } from '../plan-queries';
import type { PlanDetail } from '@sideline/domain';
import { commandProblem } from './command-problem';
import { optimisticPlan } from './optimistic-plan';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SendOptions {
  /** the input was wrong, or what it edits is gone: show `message` next to the control */
  onInvalid?: (message: string) => void;
  /** the command was applied */
  onDone?: (plan: PlanDetail) => void;
}

export interface PlanCommands {
  /** sends one command; `key` names the control that waits for it (see isPending) */
  send: (command: PlanCommandInput, key: string, options?: SendOptions) => Promise<boolean>;
  isPending: (key: string) => boolean;
  undo: () => void;
  redo: () => void;
  status: SaveStatus;
  /** the last "someone else removed it" message, kept on screen until dismissed */
  notice: string | null;
  setNotice: (message: string | null) => void;
}

/**
 * Every change is one command (autosave is inherent): send it, show moves and durations at once, then put the plan of
 * the answer in place. An answer never replaces a newer plan (a co-editor's change fetched meanwhile). A refusal is
 * never silent: its message goes next to the control or into a toast, and the plan is fetched again when it is stale.
 */
export function usePlanCommands(planId: string): PlanCommands {
  const queryClient = useQueryClient();
  const key = planKeys.detail(planId);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  const applyPlan = useCallback(
    (next: PlanDetail) =>
      queryClient.setQueryData<PlanDetail>(key, (current) =>
        !current || next.version >= current.version ? next : current,
      ),
    [queryClient, key],
  );
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);

  const begin = (name: string) => {
    inFlight.current += 1;
    setStatus('saving');
    setPending((current) => new Set(current).add(name));
  };
  const finish = (name: string, ok: boolean) => {
    inFlight.current -= 1;
    setPending((current) => {
      const next = new Set(current);
      next.delete(name);
      return next;
    });
    if (!ok) setStatus('failed');
    else if (inFlight.current === 0) setStatus((current) => (current === 'failed' ? current : 'saved'));
  };

  const report = useCallback(
    (error: unknown, options?: SendOptions) => {
      const problem = commandProblem(error);
      // At the control while it is still on screen; a removal is also toasted and kept at the top of the page.
      if ((problem.kind === 'invalid' || problem.kind === 'gone') && options?.onInvalid)
        options.onInvalid(problem.message);
      if (problem.kind !== 'invalid' || !options?.onInvalid) toast.error(problem.message, { id: problem.message });
      if (problem.kind === 'gone') setNotice(problem.message);
      if (problem.refetch) refetch();
    },
    [refetch],
  );

  const send = useCallback<PlanCommands['send']>(
    async (command, name, options) => {
      begin(name);
      const current = queryClient.getQueryData<PlanDetail>(key);
      const early = current ? optimisticPlan(current, command) : null;
      if (early) queryClient.setQueryData(key, early);
      try {
        const result = await sendPlanCommand(planId, command);
        applyPlan(result.plan);
        options?.onDone?.(result.plan);
        finish(name, true);
        return true;
      } catch (error) {
        report(error, options);
        // What was shown early did not happen: show the plan as it is.
        if (early) refetch();
        finish(name, false);
        return false;
      }
    },
    // begin/finish only touch state setters and a ref.
    [queryClient, key, planId, applyPlan, report, refetch],
  );

  const undoOrRedo = useCallback(
    async (which: 'undo' | 'redo') => {
      const name = `plan:${which}`;
      begin(name);
      try {
        const result = await (which === 'undo' ? undoPlanChange(planId) : redoPlanChange(planId));
        applyPlan(result.plan);
        toast.success(`${which === 'undo' ? 'Undone' : 'Redone'}: ${result.label}`, { id: `plan-${which}` });
        finish(name, true);
      } catch (error) {
        if (isApiError(error) && (error.code === 'PLAN.NOTHING_TO_UNDO' || error.code === 'PLAN.NOTHING_TO_REDO')) {
          toast.info(error.message, { id: error.code });
          refetch();
          finish(name, true);
          return;
        }
        report(error);
        refetch();
        finish(name, false);
      }
    },
    [planId, applyPlan, report, refetch],
  );

  return useMemo(
    () => ({
      send,
      isPending: (name: string) => pending.has(name),
      undo: () => void undoOrRedo('undo'),
      redo: () => void undoOrRedo('redo'),
      status,
      notice,
      setNotice,
    }),
    [send, pending, undoOrRedo, status, notice],
  );
}

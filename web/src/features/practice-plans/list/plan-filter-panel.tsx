import {
  PHASES_OF_SEASON,
  PHASE_OF_SEASON_LABELS,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  PRACTICE_GOAL_LABELS,
} from '@sideline/domain';
import { useId } from 'react';
import { NumberFilter } from '../../../ui/number-filter';
import { TriStateChips } from '../../../ui/tri-state-chips';
import { DrillFilterPicker } from './drill-filter-picker';
import { goalChoice, phaseChoice, planList, withGoal, withPhase, type PlanListState } from './plan-list-params';
import listCss from '../../../ui/list-page.module.css';
import styles from './plan-filters.module.css';
import { ContentFilters, type UpdateList } from '../../../ui/content-list';
import { TeamFilterSelect } from '../../teams';

interface PlanFilterPanelProps {
  id: string;
  state: PlanListState;
  update: UpdateList<PlanListState>;
  signedIn: boolean;
}

const PHASE_OPTIONS = PHASES_OF_SEASON.map((value) => ({ value, label: PHASE_OF_SEASON_LABELS[value] }));
const GOAL_OPTIONS = PRACTICE_GOALS.map((value) => ({ value, label: PRACTICE_GOAL_LABELS[value] }));

/** Every filter of the plan list. Each change is a new address (and a history entry), starting at page 1. */
export function PlanFilterPanel({ id, state, update, signedIn }: PlanFilterPanelProps) {
  const ids = useId();
  const set = (patch: Parameters<typeof planList.withFilters>[1]) => update(planList.withFilters(state, patch));

  return (
    <ContentFilters
      id={id}
      url={planList}
      state={state}
      update={update}
      signedIn={signedIn}
      noun="plans"
      teamFilter={(onChange) => <TeamFilterSelect value={state.team} onChange={onChange} />}
    >
      <div className={listCss.filterField}>
        <label htmlFor={`${ids}-published`} className={listCss.filterLabel}>
          Published
        </label>
        <select
          id={`${ids}-published`}
          className={listCss.smallSelect}
          value={state.published === null ? 'any' : String(state.published)}
          onChange={(event) => set({ published: event.target.value === 'any' ? null : event.target.value === 'true' })}
        >
          <option value="any">Any</option>
          <option value="true">Published only</option>
          <option value="false">Not published</option>
        </select>
      </div>

      <p className={listCss.filterHint}>Click a chip once to require it, twice to exclude it.</p>
      <TriStateChips
        legend="Phase of season"
        options={PHASE_OPTIONS}
        choiceOf={(phase) => phaseChoice(state, phase)}
        onChoose={(phase, choice) => update(withPhase(state, phase, choice))}
        words={{ include: 'any of these', exclude: 'excluded' }}
      />
      <TriStateChips
        legend="Practice goals"
        options={GOAL_OPTIONS}
        choiceOf={(goal) => goalChoice(state, goal)}
        onChoose={(goal, choice) => update(withGoal(state, goal, choice))}
      />

      <div className={styles.rangeRow}>
        <NumberFilter
          label="Participants from"
          hint="Plans for at least this many."
          value={state.participantsMin}
          min={1}
          max={PLAN_LIMITS.participants}
          onCommit={(participantsMin) => set({ participantsMin })}
        />
        <NumberFilter
          label="to"
          hint="And at most this many."
          value={state.participantsMax}
          min={1}
          max={PLAN_LIMITS.participants}
          onCommit={(participantsMax) => set({ participantsMax })}
        />
      </div>

      <DrillFilterPicker drillIds={state.drillIds} sport={state.sport} onChange={(drillIds) => set({ drillIds })} />
    </ContentFilters>
  );
}

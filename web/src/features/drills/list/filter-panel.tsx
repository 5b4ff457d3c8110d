import { useId } from 'react';
import type { DrillFilterOptions as FilterOptions } from '@sideline/domain';
import { FACET_KEYS, drillList, withFacet, type DrillListState } from './drill-list-params';
import listCss from '../../../ui/list-page.module.css';
import styles from './drill-list.module.css';
import { FacetChips } from './facet-chips';
import { NumberFilter } from '../../../ui/number-filter';
import { ContentFilters, type UpdateList } from '../../../ui/content-list';
import { TeamFilterSelect } from '../../teams';

interface FilterPanelProps {
  id: string;
  state: DrillListState;
  update: UpdateList<DrillListState>;
  options: FilterOptions | undefined;
  signedIn: boolean;
}

type Flag = 'any' | 'true' | 'false';
const flagOf = (value: boolean | null): Flag => (value === null ? 'any' : value ? 'true' : 'false');
const valueOf = (flag: string): boolean | null => (flag === 'true' ? true : flag === 'false' ? false : null);

/** Every filter of the list. Each change is a new address (and a history entry), starting at page 1. */
export function FilterPanel({ id, state, update, options, signedIn }: FilterPanelProps) {
  const ids = useId();
  const set = (patch: Parameters<typeof drillList.withFilters>[1]) => update(drillList.withFilters(state, patch));

  return (
    <ContentFilters
      id={id}
      url={drillList}
      state={state}
      update={update}
      signedIn={signedIn}
      noun="drills"
      hint="Click a chip once to require it, twice to exclude it."
      teamFilter={(onChange) => <TeamFilterSelect value={state.team} onChange={onChange} />}
    >
      {options ? (
        FACET_KEYS.map((facet) => (
          <FacetChips
            key={facet}
            facet={facet}
            options={options[facet]}
            state={state}
            sport={state.sport}
            onChoose={(f, value, choice) => update(withFacet(state, f, value, choice))}
            initiallyShown={facet === 'skills' || facet === 'positions' ? 10 : undefined}
          />
        ))
      ) : (
        <p className={listCss.filterHint} role="status">
          Loading filter options…
        </p>
      )}

      <NumberFilter
        label="Group size"
        hint={
          options
            ? `Drills that work with this many players (${options.players.min}–${options.players.max} in the library).`
            : 'Drills that work with this many players.'
        }
        value={state.players}
        min={1}
        onCommit={(players) => set({ players })}
        unit="players"
      />
      <NumberFilter
        label="Fits in"
        hint="Drills whose shortest length is at most this."
        value={state.lengthMax}
        onCommit={(lengthMax) => set({ lengthMax })}
        unit="min"
      />
      <NumberFilter
        label="Runs for at least"
        hint="Drills whose longest length is at least this."
        value={state.lengthMin}
        onCommit={(lengthMin) => set({ lengthMin })}
        unit="min"
      />

      <div className={styles.flagRow}>
        <div className={listCss.filterField}>
          <label htmlFor={`${ids}-video`} className={listCss.filterLabel}>
            Video
          </label>
          <select
            id={`${ids}-video`}
            className={listCss.smallSelect}
            value={flagOf(state.hasVideo)}
            onChange={(event) => set({ hasVideo: valueOf(event.target.value) })}
          >
            <option value="any">Any</option>
            <option value="true">With video</option>
            <option value="false">Without video</option>
          </select>
        </div>
        <div className={listCss.filterField}>
          <label htmlFor={`${ids}-diagrams`} className={listCss.filterLabel}>
            Diagrams
          </label>
          <select
            id={`${ids}-diagrams`}
            className={listCss.smallSelect}
            value={flagOf(state.hasDiagrams)}
            onChange={(event) => set({ hasDiagrams: valueOf(event.target.value) })}
          >
            <option value="any">Any</option>
            <option value="true">With diagrams</option>
            <option value="false">Without diagrams</option>
          </select>
        </div>
      </div>
    </ContentFilters>
  );
}

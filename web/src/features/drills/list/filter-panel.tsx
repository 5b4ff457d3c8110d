import { SPORT_IDS, SPORT_PACKS, type SportId } from '@sideline/domain';
import { useId } from 'react';
import type { DrillFilterOptions as FilterOptions } from '@sideline/domain';
import { FACET_KEYS, drillList, withFacet, type DrillListState } from './drill-list-params';
import listCss from '../../../ui/list-page.module.css';
import styles from './drill-list.module.css';
import { FacetChips } from './facet-chips';
import { NumberFilter } from '../../../ui/number-filter';
import type { UpdateList } from '../../../ui/content-list';
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
  const count = drillList.filterCount(state);
  const set = (patch: Parameters<typeof drillList.withFilters>[1]) => update(drillList.withFilters(state, patch));

  return (
    <section id={id} className={listCss.filters} aria-labelledby={`${ids}-title`}>
      <div className={listCss.filtersHeader}>
        <h2 id={`${ids}-title`} className={listCss.filtersTitle}>
          Filters
        </h2>
        {count > 0 ? (
          <button type="button" className={listCss.linkButton} onClick={() => update(drillList.clearFilters(state))}>
            Clear filters ({count})
          </button>
        ) : null}
      </div>
      <p className={listCss.filterHint}>Click a chip once to require it, twice to exclude it.</p>

      <div className={listCss.filterField}>
        <label htmlFor={`${ids}-sport`} className={listCss.filterLabel}>
          Sport
        </label>
        <select
          id={`${ids}-sport`}
          className={listCss.smallSelect}
          value={state.sport ?? ''}
          onChange={(event) => set({ sport: (event.target.value || null) as SportId | null })}
        >
          <option value="">All sports</option>
          {SPORT_IDS.map((sport) => (
            <option key={sport} value={sport}>
              {SPORT_PACKS[sport].name}
            </option>
          ))}
        </select>
      </div>

      {signedIn ? (
        <label className={listCss.checkRow}>
          <input type="checkbox" checked={state.mine} onChange={(event) => set({ mine: event.target.checked })} />
          Only my drills <span className={listCss.filterHint}>(also unlisted and private ones)</span>
        </label>
      ) : null}

      {signedIn ? <TeamFilterSelect value={state.team} onChange={(team) => set({ team })} /> : null}

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
    </section>
  );
}

import { SPORT_IDS, SPORT_PACKS, type SportId } from '@sideline/domain';
import { useId, type ReactNode } from 'react';
import listCss from '../list-page.module.css';
import type { ContentListBase, ContentListUrl } from './list-url-state';
import type { UpdateList } from './use-content-list';

interface ContentFiltersProps<S extends ContentListBase<K>, K extends string> {
  /** the panel's id (the narrow screens' Filters button controls it) */
  id: string;
  url: ContentListUrl<S, K>;
  state: S;
  update: UpdateList<S>;
  signedIn: boolean;
  /** what the list holds, for "Only my drills" */
  noun: string;
  /** a line under the title, e.g. how the chips work */
  hint?: string;
  /** the team filter (the teams feature's select), for signed-in users */
  teamFilter: (onChange: (team: string | null) => void) => ReactNode;
  /** the list's own filters */
  children: ReactNode;
}

/**
 * The filters column every content list shares: its title with "Clear filters (n)", the sport, "only mine" and the
 * team, then the list's own filters. Each change is a new address (and a history entry), starting at page 1.
 */
export function ContentFilters<S extends ContentListBase<K>, K extends string>(props: ContentFiltersProps<S, K>) {
  const { id, url, state, update, signedIn, noun } = props;
  const ids = useId();
  const count = url.filterCount(state);
  const set = (patch: Partial<ContentListBase<K>>) => update(url.withFilters(state, patch as Partial<S>));

  return (
    <section id={id} className={listCss.filters} aria-labelledby={`${ids}-title`}>
      <div className={listCss.filtersHeader}>
        <h2 id={`${ids}-title`} className={listCss.filtersTitle}>
          Filters
        </h2>
        {count > 0 ? (
          <button type="button" className={listCss.linkButton} onClick={() => update(url.clearFilters(state))}>
            Clear filters ({count})
          </button>
        ) : null}
      </div>
      {props.hint ? <p className={listCss.filterHint}>{props.hint}</p> : null}

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
          Only my {noun} <span className={listCss.filterHint}>(also unlisted and private ones)</span>
        </label>
      ) : null}

      {signedIn ? props.teamFilter((team) => set({ team })) : null}

      {props.children}
    </section>
  );
}

import { FORMATION_TYPES } from '@sideline/domain';
import { useId, useState } from 'react';
import type { TagCount } from '@sideline/domain';
import { formationTypeLabel } from '../format-formation';
import { formationList, hasTag, toggleTag, toggleType, type FormationListState } from './formation-list-params';
import listCss from '../../../ui/list-page.module.css';
import chips from '../../../ui/tri-state-chips.module.css';
import styles from './formation-list.module.css';
import { ContentFilters, type UpdateList } from '../../../ui/content-list';
import { TeamFilterSelect } from '../../teams';

interface FilterPanelProps {
  id: string;
  state: FormationListState;
  update: UpdateList<FormationListState>;
  tags: readonly TagCount[] | undefined;
  signedIn: boolean;
}

const TAGS_SHOWN_FIRST = 12;

/** Every filter of the list. Each change is a new address (and a history entry), starting at page 1. */
export function FormationFilterPanel({ id, state, update, tags, signedIn }: FilterPanelProps) {
  return (
    <ContentFilters
      id={id}
      url={formationList}
      state={state}
      update={update}
      signedIn={signedIn}
      noun="formations"
      teamFilter={(onChange) => <TeamFilterSelect value={state.team} onChange={onChange} />}
    >
      <fieldset className={`${chips.facet} ${styles.facet}`}>
        <legend className={styles.facetTitle}>Type</legend>
        <ul className={chips.chipList}>
          {FORMATION_TYPES.map((type) => {
            const on = state.types.includes(type);
            return (
              <li key={type}>
                <button
                  type="button"
                  className={`${chips.chip} ${styles.chip}`}
                  aria-pressed={on}
                  onClick={() => update(toggleType(state, type))}
                >
                  {formationTypeLabel(type)}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <TagChips state={state} update={update} tags={tags} />
    </ContentFilters>
  );
}

/** Tags in use (most used first) as toggles: a formation with any of the chosen tags is shown. */
function TagChips({
  state,
  update,
  tags,
}: {
  state: FormationListState;
  update: UpdateList<FormationListState>;
  tags: readonly TagCount[] | undefined;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (!tags) {
    return (
      <p className={listCss.filterHint} role="status">
        Loading tags…
      </p>
    );
  }
  // Chosen tags stay visible even when no listed formation has them now.
  const known = new Set(tags.map((tag) => tag.value.toLowerCase()));
  const all = [
    ...tags,
    ...state.tags.filter((tag) => !known.has(tag.toLowerCase())).map((value) => ({ value, count: 0 })),
  ];
  if (all.length === 0) return null;
  const visible = expanded ? all : all.filter((tag, index) => index < TAGS_SHOWN_FIRST || hasTag(state, tag.value));
  return (
    <fieldset className={`${chips.facet} ${styles.facet}`}>
      <legend className={styles.facetTitle}>Tags</legend>
      <p className={listCss.filterHint}>Formations with any of the chosen tags.</p>
      <ul className={chips.chipList} id={listId}>
        {visible.map(({ value, count }) => (
          <li key={value}>
            <button
              type="button"
              className={`${chips.chip} ${styles.chip}`}
              aria-pressed={hasTag(state, value)}
              onClick={() => update(toggleTag(state, value))}
            >
              {value}
              <span className={chips.count}>
                <span className="visually-hidden">, </span>
                {count}
                <span className="visually-hidden"> formations</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {all.length > TAGS_SHOWN_FIRST ? (
        <button
          type="button"
          className={listCss.linkButton}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}

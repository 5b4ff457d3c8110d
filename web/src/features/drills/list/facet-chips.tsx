import type { SportId } from '@sideline/domain';
import { useId, useState } from 'react';
import type { FacetCount } from '@sideline/domain';
import { nextChoice } from '../../../ui/content-list';
import { facetChoice, type DrillListState, type FacetChoice, type FacetKey } from './drill-list-params';
import listCss from '../../../ui/list-page.module.css';
import chips from '../../../ui/tri-state-chips.module.css';
import { FACET_TITLES, facetValueLabel } from './facet-labels';

interface FacetChipsProps {
  facet: FacetKey;
  options: readonly FacetCount[];
  state: DrillListState;
  sport: SportId | null;
  onChoose: (facet: FacetKey, value: string, choice: FacetChoice) => void;
  /** show this many at first (long lists like skills), with "show all" */
  initiallyShown?: number;
}

const CHOICE_TEXT: Record<'include' | 'exclude', string> = { include: 'required', exclude: 'excluded' };

/**
 * Three-state chips: a click requires the value (drills with any of the required values), a second click excludes it
 * (drills with none of the excluded values), a third clears it. Chosen values stay even when no drill has them now.
 */
export function FacetChips({
  facet,
  options,
  state,
  sport,
  onChoose,
  initiallyShown = Number.POSITIVE_INFINITY,
}: FacetChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const chosen = [...state.include[facet], ...state.exclude[facet]];
  const known = new Set(options.map((option) => option.value));
  const all = [...options, ...chosen.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 }))];
  const visible = expanded
    ? all
    : all.filter((option, index) => index < initiallyShown || chosen.includes(option.value));
  if (all.length === 0) return null;

  return (
    <fieldset className={chips.facet}>
      <legend className={chips.legend}>{FACET_TITLES[facet]}</legend>
      <ul className={chips.chipList} id={`${id}-chips`}>
        {visible.map(({ value, count }) => {
          const choice = facetChoice(state, facet, value);
          const label = facetValueLabel(facet, value, sport);
          return (
            <li key={value}>
              <button
                type="button"
                className={chips.chip}
                data-choice={choice ?? 'none'}
                onClick={() => onChoose(facet, value, nextChoice(choice))}
              >
                <span aria-hidden="true" className={chips.mark}>
                  {choice === 'include' ? '✓' : choice === 'exclude' ? '✕' : ''}
                </span>
                {label}
                <span className={chips.count}>
                  <span className="visually-hidden">, </span>
                  {count}
                  <span className="visually-hidden"> drills</span>
                </span>
                {choice ? <span className="visually-hidden">, {CHOICE_TEXT[choice]}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {all.length > initiallyShown ? (
        <button
          type="button"
          className={listCss.linkButton}
          aria-expanded={expanded}
          aria-controls={`${id}-chips`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}

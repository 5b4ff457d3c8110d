import {
  PHASES_OF_SEASON,
  PHASE_OF_SEASON_LABELS,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  PRACTICE_GOAL_LABELS,
  SPORT_IDS,
  SPORT_PACKS,
  type Visibility,
} from '@sideline/domain';
import type { ReactNode } from 'react';
import { Field } from '../../../ui/form-field';
import { VisibilityChoice } from '../../../ui/visibility-choice';
import { TeamSelect } from '../../teams';
import { RichTextEditor } from '../../rich-text';
import type { DraftField, MetadataDraft } from './metadata-draft';
import styles from './plan-metadata.module.css';

/** "Team" is offered once the plan belongs to a team (or already has it). */
const visibilityOptions = (current: Visibility, teamId: string | null): Visibility[] =>
  current === 'team' || teamId ? ['public', 'unlisted', 'private', 'team'] : ['public', 'unlisted', 'private'];

interface PlanMetadataFieldsProps {
  draft: MetadataDraft;
  errors: Partial<Record<DraftField, string>>;
  /** the draft after a change (every keystroke) */
  onChange: (next: MetadataDraft) => void;
  /**
   * A field is done: text fields when they lose focus, choices at once (with the draft that holds the choice).
   * The editor saves there; the create form ignores it.
   */
  onCommit?: (field: DraftField, draft: MetadataDraft) => void;
  /** only the owner may change who sees the plan and who may edit it */
  sharingLocked?: boolean;
  /** the editor's live fields: a co-editor's change shown beside a field, and the mark of a field it just replaced */
  live?: { beside: (field: DraftField) => ReactNode; mark: (field: DraftField) => Record<string, unknown> };
}

/** The plan's details: the create page and the editor's details panel share these fields. */
export function PlanMetadataFields({
  draft,
  errors,
  onChange,
  onCommit,
  sharingLocked = false,
  live,
}: PlanMetadataFieldsProps) {
  const beside = (field: DraftField) => live?.beside(field) ?? null;
  const mark = (field: DraftField) => live?.mark(field) ?? {};
  const set = <K extends DraftField>(field: K, value: MetadataDraft[K]) => onChange({ ...draft, [field]: value });
  const choose = <K extends DraftField>(field: K, value: MetadataDraft[K]) => {
    const next = { ...draft, [field]: value };
    onChange(next);
    onCommit?.(field, next);
  };
  const commit = (field: DraftField) => onCommit?.(field, draft);
  /** Leaving the team takes "team" visibility with it (the plan becomes private first, so no step is refused). */
  const chooseTeam = (teamId: string | null) => {
    const next: MetadataDraft = {
      ...draft,
      teamId,
      visibility: teamId === null && draft.visibility === 'team' ? 'private' : draft.visibility,
    };
    onChange(next);
    if (next.visibility !== draft.visibility) onCommit?.('visibility', next);
    onCommit?.('teamId', next);
  };

  return (
    <div className={styles.fields}>
      <div className={styles.wide}>
        <Field label="Name" required error={errors.name}>
          {(ids) => (
            <>
              <input
                id={ids.control}
                className={styles.input}
                value={draft.name}
                maxLength={PLAN_LIMITS.name}
                aria-invalid={ids.invalid || undefined}
                aria-describedby={ids.describedBy}
                {...mark('name')}
                onChange={(event) => set('name', event.target.value)}
                onBlur={() => commit('name')}
              />
              {beside('name')}
            </>
          )}
        </Field>
      </div>
      <Field label="Sport" hint="Decides the position groups of parallel blocks." error={errors.sport}>
        {(ids) => (
          <>
            <select
              id={ids.control}
              className={styles.input}
              value={draft.sport}
              aria-describedby={ids.describedBy}
              {...mark('sport')}
              onChange={(event) => choose('sport', event.target.value as MetadataDraft['sport'])}
            >
              {SPORT_IDS.map((sport) => (
                <option key={sport} value={sport}>
                  {SPORT_PACKS[sport].name}
                </option>
              ))}
            </select>
            {beside('sport')}
          </>
        )}
      </Field>
      <Field label="Phase of season" error={errors.phaseOfSeason}>
        {(ids) => (
          <>
            <select
              id={ids.control}
              className={styles.input}
              value={draft.phaseOfSeason ?? ''}
              aria-describedby={ids.describedBy}
              {...mark('phaseOfSeason')}
              onChange={(event) =>
                choose('phaseOfSeason', (event.target.value || null) as MetadataDraft['phaseOfSeason'])
              }
            >
              <option value="">Not set</option>
              {PHASES_OF_SEASON.map((phase) => (
                <option key={phase} value={phase}>
                  {PHASE_OF_SEASON_LABELS[phase]}
                </option>
              ))}
            </select>
            {beside('phaseOfSeason')}
          </>
        )}
      </Field>
      <Field label="Expected participants" error={errors.expectedParticipants}>
        {(ids) => (
          <>
            <input
              id={ids.control}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={PLAN_LIMITS.participants}
              value={draft.expectedParticipants}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              {...mark('expectedParticipants')}
              onChange={(event) => set('expectedParticipants', event.target.value)}
              onBlur={() => commit('expectedParticipants')}
            />
            {beside('expectedParticipants')}
          </>
        )}
      </Field>
      <Field label="Start time" hint="Leave empty to show minutes instead of clock times." error={errors.startTime}>
        {(ids) => (
          <>
            <input
              id={ids.control}
              className={styles.input}
              type="time"
              value={draft.startTime}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              {...mark('startTime')}
              onChange={(event) => set('startTime', event.target.value)}
              onBlur={() => commit('startTime')}
            />
            {beside('startTime')}
          </>
        )}
      </Field>
      <div className={styles.wide}>
        <Field label="Practice goals" group error={errors.practiceGoals}>
          {() => (
            <div className={styles.checkChips}>
              {PRACTICE_GOALS.map((goal) => (
                <label key={goal} className={styles.checkChip}>
                  <input
                    type="checkbox"
                    checked={draft.practiceGoals.includes(goal)}
                    onChange={(event) =>
                      choose(
                        'practiceGoals',
                        event.target.checked
                          ? [...draft.practiceGoals, goal]
                          : draft.practiceGoals.filter((other) => other !== goal),
                      )
                    }
                  />
                  {PRACTICE_GOAL_LABELS[goal]}
                </label>
              ))}
            </div>
          )}
        </Field>
        {beside('practiceGoals')}
      </div>
      <div className={styles.wide}>
        <Field label="Description" labelledByOnly error={errors.description}>
          {(ids) => (
            <RichTextEditor
              value={draft.description}
              onChange={(html) => set('description', html)}
              onBlur={() => commit('description')}
              labelledBy={ids.label}
              describedBy={ids.describedBy}
              invalid={ids.invalid}
            />
          )}
        </Field>
        {beside('description')}
      </div>
      {sharingLocked ? null : (
        <div className={styles.wide}>
          <TeamSelect value={draft.teamId} error={errors.teamId} onChange={chooseTeam} />
          {beside('teamId')}
        </div>
      )}
      <div className={styles.wide}>
        <Field
          label="Who can see it"
          group
          hint={sharingLocked ? 'Only the plan’s owner can change who sees it and who may edit it.' : undefined}
          error={errors.visibility}
        >
          {(ids) => (
            <VisibilityChoice
              name="plan-visibility"
              value={draft.visibility}
              options={visibilityOptions(draft.visibility, draft.teamId)}
              onChange={(visibility) => choose('visibility', visibility)}
              onBlur={() => undefined}
              describedBy={ids.describedBy}
              disabled={sharingLocked}
            />
          )}
        </Field>
        {beside('visibility')}
      </div>
      <div className={styles.wide}>
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            checked={draft.editableByOthers}
            disabled={sharingLocked}
            onChange={(event) => choose('editableByOthers', event.target.checked)}
          />
          <span>
            <span className={styles.checkTitle}>Others may edit it</span>
            <span className={styles.checkExplanation}>
              Coaches who can see the plan can change it with you, live. Every change is recorded.
            </span>
          </span>
        </label>
        {beside('editableByOthers')}
        {errors.editableByOthers ? <p className={styles.error}>{errors.editableByOthers}</p> : null}
      </div>
    </div>
  );
}

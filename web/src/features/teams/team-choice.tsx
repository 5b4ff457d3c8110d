import { useId } from 'react';
import { useMyTeams } from './use-my-teams';
import styles from './team-choice.module.css';

/** A list's team filter: everything I may see, my teams' content, or one team's. Nothing while I am in no team. */
export function TeamFilterSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (team: string | null) => void;
}) {
  const id = useId();
  const teams = useMyTeams();
  if (teams.length === 0 && value === null) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Team</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">Any team or none</option>
        <option value="mine">My teams&apos; content</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.details.name}
          </option>
        ))}
        {value && value !== 'mine' && !teams.some((team) => team.id === value) ? (
          <option value={value}>A team I am not in</option>
        ) : null}
      </select>
    </div>
  );
}

interface TeamSelectProps {
  value: string | null;
  onChange: (team: string | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** the message beside the field (from the form or the server) */
  error?: string;
}

/**
 * "For team …" in create and edit forms: the teams where the server says I may add content (its `can` flags), plus
 * the current team if it is another. Nothing while I am in no team and the content has none. Its hint sits under the
 * select, so the select lines up with its neighbours in a row of fields.
 */
export function TeamSelect({ value, onChange, onBlur, disabled = false, error }: TeamSelectProps) {
  const id = useId();
  const teams = useMyTeams().filter((team) => team.can.createContent);
  if (teams.length === 0 && value === null) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>For team</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">No team (just me)</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.details.name}
          </option>
        ))}
        {value && !teams.some((team) => team.id === value) ? <option value={value}>Its current team</option> : null}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        Team content is edited by the team&apos;s coaches; with &ldquo;Team&rdquo; visibility its members read it.
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

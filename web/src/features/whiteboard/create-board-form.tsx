import { SPORT_IDS, SPORT_PACKS, createBoardSchema, type SportId, type Visibility } from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { TeamSelect } from '../teams';
import { createBoard } from './board-api';
import styles from './whiteboard.module.css';

const VISIBILITY_LABELS: Record<Visibility, string> = {
  team: 'Team: every member of the team',
  private: 'Private: only me',
  unlisted: 'Unlisted: anyone with the address',
  public: 'Public: listed for everyone',
};

type Errors = Partial<Record<'name' | 'sport' | 'courtTemplateId' | 'visibility' | 'teamId' | 'form', string>>;

/** A new board: a name, a sport and one of its court templates (drawn onto the board when it first opens). */
export function CreateBoardForm() {
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [sport, setSport] = useState<SportId>('quadball');
  const [courtTemplateId, setCourtTemplateId] = useState(SPORT_PACKS.quadball.courtTemplates[0]!.id);
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: createBoard,
    onSuccess: (board) => {
      void queryClient.invalidateQueries({ queryKey: ['boards', 'list'] });
      void navigate(`/whiteboard/${board.id}`);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors({
        name: fields.name?.[0],
        courtTemplateId: fields.courtTemplateId?.[0],
        visibility: fields.visibility?.[0],
        teamId: fields.teamId?.[0],
        form: Object.keys(fields).length === 0 ? friendlyMessage(error) : undefined,
      });
    },
  });

  const chooseSport = (next: SportId) => {
    setSport(next);
    setCourtTemplateId(SPORT_PACKS[next].courtTemplates[0]!.id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createBoardSchema.safeParse({ name, sport, courtTemplateId, visibility, teamId });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form') as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate({ name, sport, courtTemplateId, visibility, teamId });
  };

  const field = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${key}-error` } : {};
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${ids}-${key}-error`} className={styles.fieldError}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className={styles.createForm} onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={styles.createHeading}>
        New board
      </h2>
      {errors.form ? (
        <p className={styles.formAlert} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.createFields}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-name`}>Name</label>
          <input
            id={`${ids}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Beater press"
            {...field('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-sport`}>Sport</label>
          <select id={`${ids}-sport`} value={sport} onChange={(event) => chooseSport(event.target.value as SportId)}>
            {SPORT_IDS.map((id) => (
              <option key={id} value={id}>
                {SPORT_PACKS[id].name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-court`}>Court</label>
          <select
            id={`${ids}-court`}
            value={courtTemplateId}
            onChange={(event) => setCourtTemplateId(event.target.value)}
            {...field('courtTemplateId')}
          >
            {SPORT_PACKS[sport].courtTemplates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
          {fieldError('courtTemplateId')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-visibility`}>Who can see it</label>
          <select
            id={`${ids}-visibility`}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as typeof visibility)}
            {...field('visibility')}
          >
            {Object.entries(VISIBILITY_LABELS)
              .filter(([value]) => value !== 'team' || teamId !== null)
              .map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
          </select>
          {fieldError('visibility')}
        </div>
        <TeamSelect
          value={teamId}
          error={errors.teamId}
          onChange={(team) => {
            setTeamId(team);
            setVisibility(team ? 'team' : visibility === 'team' ? 'private' : visibility);
          }}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create and open'}
      </button>
    </form>
  );
}

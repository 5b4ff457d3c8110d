import { DRILL_LIMITS, SPORT_PACKS, canonicalSkill, type SportId } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { fetchSkillSuggestions } from '../drill-api';
import formCss from '../../../ui/form.module.css';
import styles from './drill-form.module.css';
import type { FieldIds } from '../../../ui/form-field';
import { localSkillSuggestions, skillOptions, type SkillOption } from './skill-options';

interface SkillsInputProps {
  sport: SportId;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  ids: FieldIds;
  inputRef?: Ref<HTMLInputElement>;
}

const SUGGEST_DELAY_MS = 200;

/** Skills: an autocomplete (ARIA combobox) over the sport's skills and the skills in use, with "add new". */
export function SkillsInput({ sport, value, onChange, onBlur, ids, inputRef }: SkillsInputProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option, by what it is (not its place): suggestions that arrive later may reorder the list.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useQuery({
    queryKey: ['drills', 'skills', sport, asked],
    queryFn: ({ signal }) => fetchSkillSuggestions(sport, asked, signal),
    enabled: open,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const source = suggestions.data ?? localSkillSuggestions(SPORT_PACKS[sport].skills, text);
  const options = open ? skillOptions(source, text, value) : [];
  const full = value.length >= DRILL_LIMITS.skills;
  const keyOf = (option: SkillOption) => `${option.kind}-${option.skill.toLowerCase()}`;
  const active = activeKey === null ? -1 : options.findIndex((option) => keyOf(option) === activeKey);
  const setActive = (index: number) => setActiveKey(index >= 0 && options[index] ? keyOf(options[index]) : null);
  const listId = `${ids.control}-list`;
  const optionId = (index: number) => `${ids.control}-option-${index}`;

  const choose = (option: SkillOption) => {
    const skill = canonicalSkill(sport, option.skill);
    if (!full && !value.some((chosen) => chosen.toLowerCase() === skill.toLowerCase())) onChange([...value, skill]);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ',') {
      // Enter picks (or adds) a skill; it must never submit the drill form.
      const picked = options[active] ?? (text.trim() ? ({ kind: 'new', skill: text } as const) : null);
      if (event.key === 'Enter' || picked) event.preventDefault();
      if (picked) choose(picked);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={formCss.tokenField}>
      {value.length > 0 ? (
        <ul className={formCss.tokenList} aria-label="Chosen skills">
          {value.map((skill) => (
            <li key={skill} className={formCss.token}>
              {skill}
              <button
                type="button"
                className={formCss.tokenRemove}
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.comboWrap}>
        <input
          ref={inputRef}
          id={ids.control}
          className={formCss.input}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && options[active] ? optionId(active) : undefined}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          autoComplete="off"
          disabled={full}
          placeholder={
            full ? `That is ${DRILL_LIMITS.skills}, the most a drill can list` : 'Type a skill, e.g. Passing'
          }
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Skill suggestions"
          className={styles.listbox}
          hidden={!open || options.length === 0}
        >
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${option.skill}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown would blur the input (and close the list) before the click lands
              onMouseDown={(event) => event.preventDefault()}
              // The option under the pointer is the highlighted one: Enter takes what is seen highlighted.
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.kind === 'new' ? (
                <>
                  Add new skill “<strong>{option.skill}</strong>”
                </>
              ) : (
                <>
                  <span>{option.skill}</span>
                  <span className={styles.optionMeta}>
                    {option.count > 0
                      ? `${option.count} ${option.count === 1 ? 'drill' : 'drills'}`
                      : option.fromPack
                        ? `${SPORT_PACKS[sport].name} skill`
                        : ''}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

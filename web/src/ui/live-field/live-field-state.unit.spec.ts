import { describe, expect, it } from 'vitest';
import {
  initialLiveField,
  liveFieldStep,
  sameText,
  valueToSend,
  type LiveFieldEvent,
  type LiveFieldState,
} from './live-field-state';

const run = (start: string, ...events: LiveFieldEvent<string>[]) =>
  events.reduce<LiveFieldState<string>>(
    (state, event) => liveFieldStep(state, event, sameText),
    initialLiveField(start),
  );

describe('a live field', () => {
  it('untouched, takes a co-editor’s change at once, counts it for the highlight, and has nothing to send', () => {
    const state = run('15', { type: 'stored', value: '22', author: 'Alex' });
    expect(state).toEqual({ base: '22', value: '22', incoming: null, shown: 1 });
    expect(valueToSend(state, sameText)).toBeNull();
  });

  it('saved from here (Enter keeps the cursor in it), then changed by a co-editor: shows theirs and sends nothing', () => {
    const state = run(
      '15',
      { type: 'edit', value: '18' },
      { type: 'saved', value: '18' },
      { type: 'stored', value: '18' },
      { type: 'stored', value: '22' },
    );
    expect(state.value).toBe('22');
    expect(valueToSend(state, sameText)).toBeNull();
  });

  it('sends what its user typed, compared with where the edit started, never with spaces alone', () => {
    expect(valueToSend(run('Warm-up', { type: 'edit', value: 'Warm-up games' }), sameText)).toBe('Warm-up games');
    expect(valueToSend(run('Warm-up', { type: 'edit', value: ' Warm-up ' }), sameText)).toBeNull();
    expect(valueToSend(run('15', { type: 'edit', value: '30' }, { type: 'edit', value: '15' }), sameText)).toBeNull();
  });

  it('typed in, holds a co-editor’s change beside it, keeps the user’s text and sends nothing until the user chooses', () => {
    const state = run('15', { type: 'edit', value: '30' }, { type: 'stored', value: '22', author: 'Alex' });
    expect(state.value).toBe('30');
    expect(state.incoming).toEqual({ value: '22', author: 'Alex' });
    expect(valueToSend(state, sameText)).toBeNull();
  });

  it('“use theirs” shows theirs and leaves nothing to send', () => {
    const state = run('15', { type: 'edit', value: '30' }, { type: 'stored', value: '22' }, { type: 'useTheirs' });
    expect(state).toMatchObject({ base: '22', value: '22', incoming: null });
    expect(valueToSend(state, sameText)).toBeNull();
  });

  it('“keep mine” sends the user’s value, now measured against theirs', () => {
    const state = run('15', { type: 'edit', value: '30' }, { type: 'stored', value: '22' }, { type: 'keepMine' });
    expect(state).toMatchObject({ base: '22', value: '30', incoming: null });
    expect(valueToSend(state, sameText)).toBe('30');
  });

  it('“keep mine” of the value theirs started from still sends it (theirs is what is stored)', () => {
    const state = run(
      '15',
      { type: 'edit', value: '16' },
      { type: 'stored', value: '22' },
      { type: 'edit', value: '15' },
      { type: 'keepMine' },
    );
    expect(valueToSend(state, sameText)).toBe('15');
  });

  it('a co-editor storing what is typed here, or going back to where the edit started, needs no choice', () => {
    expect(run('15', { type: 'edit', value: '22' }, { type: 'stored', value: '22' }).incoming).toBeNull();
    expect(
      run('15', { type: 'edit', value: '30' }, { type: 'stored', value: '22' }, { type: 'stored', value: '15' })
        .incoming,
    ).toBeNull();
  });

  it('the latest co-editor’s change is the one offered', () => {
    const state = run(
      '15',
      { type: 'edit', value: '30' },
      { type: 'stored', value: '22', author: 'Alex' },
      { type: 'stored', value: '25', author: 'Sam' },
    );
    expect(state.incoming).toEqual({ value: '25', author: 'Sam' });
  });

  it('my own save answered while I typed on: the answer moves the start, my newer text stays to send', () => {
    const state = run(
      '15',
      { type: 'edit', value: '18' },
      { type: 'stored', value: '18' },
      { type: 'edit', value: '19' },
      { type: 'saved', value: '18' },
    );
    expect(valueToSend(state, sameText)).toBe('19');
  });

  it('discarding (Escape) shows what is stored, theirs when it waits', () => {
    expect(run('15', { type: 'edit', value: '30' }, { type: 'discard' }).value).toBe('15');
    expect(
      run('15', { type: 'edit', value: '30' }, { type: 'stored', value: '22' }, { type: 'discard' }),
    ).toMatchObject({ value: '22', incoming: null });
  });

  it('the same stored value again changes nothing', () => {
    const state = run('15');
    expect(liveFieldStep(state, { type: 'stored', value: '15' }, sameText)).toBe(state);
  });
});

import { describe, expect, it } from 'vitest';
import { subjectRefOf } from './audit-subjects.query';

const DRILL = '5b0e3c1a-2f4d-4c1b-9a8e-0c2d4e6f8a1b';
const USER = '07799743-8ab5-4bdb-a1e9-8b1cd699f34c';

describe('what an audit row is about', () => {
  it('a reaction is about what it reacts to', () => {
    expect(subjectRefOf('vote', `drill-${DRILL}-${USER}`)).toEqual({ type: 'drill', id: DRILL });
    expect(subjectRefOf('vote', `formation-${DRILL}-${USER}`)).toEqual({ type: 'formation', id: DRILL });
    expect(subjectRefOf('feedback-upvote', `${DRILL}-${USER}`)).toEqual({ type: 'feedback', id: DRILL });
    expect(subjectRefOf('poll-vote', `${DRILL}-${USER}`)).toEqual({ type: 'poll-suggestion', id: DRILL });
    expect(subjectRefOf('practice-attendance', DRILL)).toEqual({ type: 'plan', id: DRILL });
    expect(subjectRefOf('season-recurrences', DRILL)).toEqual({ type: 'season', id: DRILL });
    expect(subjectRefOf('comment', DRILL)).toEqual({ comment: DRILL });
  });

  it('anything else is about itself', () => {
    expect(subjectRefOf('drill', DRILL)).toEqual({ type: 'drill', id: DRILL });
    expect(subjectRefOf('vote', 'not-a-vote-id')).toEqual({ type: 'vote', id: 'not-a-vote-id' });
  });
});

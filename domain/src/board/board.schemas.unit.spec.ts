import { describe, expect, it } from 'vitest';
import { createBoardSchema, updateBoardSchema } from './board.schemas';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('board schemas', () => {
  it('accepts a board with defaults: private, no team', () => {
    expect(createBoardSchema.parse({ name: '  Press  ', sport: 'soccer', courtTemplateId: 'soccer-full' })).toEqual({
      name: 'Press',
      sport: 'soccer',
      courtTemplateId: 'soccer-full',
      teamId: null,
      visibility: 'private',
    });
  });
  it("refuses a court template of another sport, on the template's field", () => {
    const result = createBoardSchema.safeParse({ name: 'Press', sport: 'soccer', courtTemplateId: 'quadball-full' });
    expect(fieldsOf(result)).toEqual(['courtTemplateId']);
  });
  it('wants a team for team visibility and a name', () => {
    expect(
      fieldsOf(
        createBoardSchema.safeParse({
          name: '',
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          visibility: 'team',
        }),
      ),
    ).toEqual(['name', 'visibility']);
  });
  it('needs something to change in a patch', () => {
    expect(updateBoardSchema.safeParse({}).success).toBe(false);
    expect(updateBoardSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
  });
});

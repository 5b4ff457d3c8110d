import type { DrillInput } from '@sideline/domain';
import type { TestApi } from '../../testing/test-api';
import { createDrill, signInAdmin, signUpUser } from './drill-fixtures';

const diagram = (id: string) => ({
  id,
  title: `Set-up ${id}`,
  courtTemplateId: null,
  elements: [{ type: 'ellipse', x: 0, y: 0 }],
  files: {},
});

/** Six public drills with distinct filter values, created in this order (so "newest" is the reverse). */
export const PUBLIC_DRILLS: Record<string, Partial<DrillInput>> = {
  'Passing triangle': {
    sport: 'quadball',
    briefDescription: 'Chasers move the quaffle around three cones.',
    skills: ['Passing', 'Catching'],
    positions: ['chaser'],
    drillTypes: ['Skill-focus'],
    skillLevels: ['Beginner'],
    complexity: 'Low',
    lengthMin: 10,
    lengthMax: 15,
    playersMin: 3,
    playersMax: 6,
  },
  'Dodgeball blocking for beaters': {
    sport: 'quadball',
    briefDescription: 'Beaters block incoming dodgeballs and keep control.',
    skills: ['Dodgeball Blocks', 'Beater Control'],
    positions: ['beater'],
    drillTypes: ['Tactic-focus', 'Contact'],
    skillLevels: ['Intermediate', 'Advanced'],
    complexity: 'High',
    lengthMin: 20,
    lengthMax: 30,
    playersMin: 4,
    playersMax: null,
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
  },
  'Seeker sprint ladder': {
    sport: 'quadball',
    briefDescription: 'Short sprints through a ladder build speed for seekers.',
    skills: ['Speed', 'Agility'],
    positions: ['seeker'],
    drillTypes: ['Conditioning', 'Warmup'],
    skillLevels: ['New to Sport'],
    complexity: null,
    lengthMin: 5,
    lengthMax: 10,
    playersMin: 1,
    playersMax: 2,
    diagrams: [diagram('a')],
  },
  'Pick and roll read': {
    sport: 'basketball',
    briefDescription: 'Guard and center read the screen defence.',
    skills: ['Pick and Roll', 'Screening'],
    positions: ['Point Guard', 'center'],
    drillTypes: ['Tactic-focus'],
    skillLevels: ['Advanced', 'Expert'],
    complexity: 'Medium',
    lengthMin: 15,
    lengthMax: 25,
    playersMin: 2,
    playersMax: 4,
    videoUrl: 'https://vimeo.com/123456789',
    diagrams: [diagram('b'), diagram('c')],
  },
  'Rondo five versus two': {
    sport: 'soccer',
    briefDescription: 'Five attackers keep possession against two, passing quickly.',
    skills: ['Possession', 'Passing'],
    positions: ['midfielder', 'defender'],
    drillTypes: ['Small-sided game', 'Warmup'],
    skillLevels: ['Intermediate'],
    complexity: 'Medium',
    lengthMin: 10,
    lengthMax: 20,
    playersMin: 7,
    playersMax: 10,
  },
  'Finishing under pressure': {
    sport: 'soccer',
    briefDescription: 'Strikers finish crosses with a defender closing in.',
    detailedDescription: '<p>Add a <em>volley</em> round at the end.</p>',
    skills: ['Finishing', 'Shooting'],
    positions: ['forward'],
    drillTypes: ['Match-like situation'],
    skillLevels: ['Advanced'],
    complexity: 'High',
    lengthMin: 20,
    lengthMax: 30,
    playersMin: 6,
    playersMax: 12,
  },
};

export interface ListWorld {
  ann: { cookie: string; userId: string };
  bob: { cookie: string; userId: string };
  admin: { cookie: string; userId: string };
  ids: Record<string, string>;
}

/** Ann owns the public drills, an unlisted and a deleted one; Bob owns a private one. */
export async function seedListWorld(api: TestApi): Promise<ListWorld> {
  const ann = await signUpUser(api, 'ann@example.com', 'Ann Archer');
  const bob = await signUpUser(api, 'bob@example.com', 'Bob Baker');
  const admin = await signInAdmin(api);
  const ids: Record<string, string> = {};
  for (const [name, fields] of Object.entries(PUBLIC_DRILLS))
    ids[name] = (await createDrill(api, ann.cookie, { name, ...fields })).id;
  ids['Secret keeper drill'] = (
    await createDrill(api, bob.cookie, { name: 'Secret keeper drill', visibility: 'private', positions: ['keeper'] })
  ).id;
  ids['Unlisted shooting drill'] = (
    await createDrill(api, ann.cookie, { name: 'Unlisted shooting drill', visibility: 'unlisted' })
  ).id;
  ids['Deleted passing drill'] = (await createDrill(api, ann.cookie, { name: 'Deleted passing drill' })).id;
  await api.request({ method: 'DELETE', url: `/api/drills/${ids['Deleted passing drill']}`, cookie: ann.cookie });
  return { ann, bob, admin, ids };
}

export const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
export const sorted = (values: string[]) => [...values].sort();

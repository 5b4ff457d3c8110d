import { COMPLEXITIES, SKILL_LEVELS, SPORT_IDS, SPORT_PACKS, type DrillContent, type SportId } from '@sideline/domain';
import {
  drillsProjection,
  listDrills,
  migrateProjections,
  usersProjection,
  type DrillListQuery,
} from '@sideline/projections';
import { insertDrillRows, type DrillRowSpec } from '@sideline/projections/drills/testing/drill-rows.fixture';
import { benchTargets, percentile, round, runFor, type BenchReport, type BenchTarget } from './bench-databases';

/** 10,000 drills, the size of a big club's shared library with room to spare. */
const DRILLS = 10_000;
const OWNERS = 200;
const SECONDS_PER_QUERY = 2;
/** Goal from the brief: the list answers in under 50 ms at the 95th percentile on PostgreSQL. */
const GOAL_P95_MS = 50;

const ADJECTIVES = [
  'Quick',
  'Advanced',
  'Basic',
  'Competitive',
  'Continuous',
  'Partner',
  'Small-group',
  'Full-pitch',
  'Timed',
  'Reactive',
];
const NOUNS = ['drill', 'circuit', 'game', 'ladder', 'progression', 'challenge', 'series', 'rondo', 'grid', 'relay'];
const BRIEFS = [
  'Players rotate through stations, passing and moving.',
  'Two teams compete for points while the coach changes the rules.',
  'Work in pairs: pass, receive, attack, then swap.',
  'Builds the habit under fatigue with short rest between rounds.',
];

/** A small deterministic generator, so every run measures the same library. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function drillLibrary(): DrillRowSpec[] {
  const next = random(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(values))),
  ];
  const start = Date.now() - DRILLS * 60_000;
  return Array.from({ length: DRILLS }, (_, i) => {
    const sport: SportId = pick(SPORT_IDS);
    const pack = SPORT_PACKS[sport];
    const skills = some(pack.skills, 3);
    const lengthMin = 5 + Math.floor(next() * 20);
    const playersMin = 1 + Math.floor(next() * 8);
    const content: DrillContent = {
      sport,
      name: `${pick(ADJECTIVES)} ${skills[0]} ${pick(NOUNS)} ${i}`,
      briefDescription: `${pick(BRIEFS)} Focus: ${skills.join(', ').toLowerCase()}.`,
      detailedDescription: `<p>${pick(BRIEFS)}</p><p>${pick(BRIEFS)}</p>`,
      drillTypes: some(pack.drillTypes, 2),
      skillLevels: some(SKILL_LEVELS, 2),
      complexity: next() < 0.2 ? null : pick(COMPLEXITIES),
      lengthMin,
      lengthMax: lengthMin + Math.floor(next() * 20),
      playersMin,
      playersMax: next() < 0.2 ? null : playersMin + Math.floor(next() * 12),
      skills,
      positions: some(
        pack.positions.map((p) => p.id),
        2,
      ),
      videoUrl: next() < 0.3 ? 'https://www.youtube.com/watch?v=bench' : null,
      diagrams: [],
    };
    const roll = next();
    return {
      ownerId: `owner-${Math.floor(next() * OWNERS)}`,
      visibility: roll < 0.8 ? 'public' : roll < 0.9 ? 'private' : 'unlisted',
      deleted: next() < 0.02,
      votes: { up: Math.floor(next() * 20), down: Math.floor(next() * 5) },
      createdAt: new Date(start + i * 60_000),
      content,
    };
  });
}

/** The list as a coach uses it: a search word, two filters and a sort, at the first page and deep in the results. */
const QUERY: Omit<DrillListQuery, 'page'> = {
  q: 'pass',
  skillLevels: ['Beginner', 'Intermediate'],
  lengthMax: 30,
  sort: 'votes',
  pageSize: 20,
};

export async function run(report: BenchReport, targets: BenchTarget[] = benchTargets()): Promise<void> {
  const rows = drillLibrary();
  for (const target of targets) {
    const db = await target.open();
    try {
      await migrateProjections(db, [usersProjection, drillsProjection]);
      const loadStart = performance.now();
      await insertDrillRows(db, rows);
      await db.exec('ANALYZE drills');
      report({
        name: `${target.name}: load ${DRILLS.toLocaleString('en')} drill rows`,
        value: round((performance.now() - loadStart) / 1000, 1),
        unit: 's',
      });
      const scope = { userId: 'owner-7', teamIds: [] };
      const matches = (await listDrills(db, scope, { ...QUERY, page: 1 })).total;
      report({
        name: `${target.name}: drills matching "pass" + 2 filters`,
        value: matches,
        unit: 'drills',
        note: 'page 50 needs ≥ 1,000',
      });

      for (const page of [1, 50]) {
        const timed = await runFor(SECONDS_PER_QUERY, 1, async () => {
          const result = await listDrills(db, scope, { ...QUERY, page });
          if (result.items.length === 0) throw new Error(`page ${page} came back empty`);
        });
        const p95 = round(percentile(timed.latencies, 95));
        report({
          name: `${target.name}: search + 2 filters + sort by votes, page ${page}, p50`,
          value: round(percentile(timed.latencies, 50)),
          unit: 'ms',
        });
        report({
          name: `${target.name}: search + 2 filters + sort by votes, page ${page}, p95`,
          value: p95,
          unit: 'ms',
          ...(target.name === 'postgres'
            ? { ratio: round(p95 / GOAL_P95_MS), note: `goal < ${GOAL_P95_MS} ms (ratio: share of the goal)` }
            : {}),
        });
      }
      const fuzzy = await runFor(SECONDS_PER_QUERY, 1, async () => {
        const result = await listDrills(db, scope, { q: 'pasing circut', sort: 'newest', page: 1, pageSize: 20 });
        if (result.searchMode !== 'fuzzy') throw new Error('the misspelt search should fall back to fuzzy');
      });
      report({
        name: `${target.name}: misspelt search (fuzzy fallback), p95`,
        value: round(percentile(fuzzy.latencies, 95)),
        unit: 'ms',
      });
    } finally {
      await db.close();
    }
  }
}

import { DRAFT_STEP_SCHEMAS, emptyDraftData, type PlanDraftData } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { historyModeFor, landingStep, neighbours, stepFromPathname, wizardHref } from './wizard-url';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const withBasicsAndSections: PlanDraftData = {
  ...emptyDraftData(),
  basicInfo: DRAFT_STEP_SCHEMAS['basic-info'].parse({
    name: 'P',
    sport: 'soccer',
    goals: ['recovery'],
    totalMinutes: 45,
  }),
  sections: DRAFT_STEP_SCHEMAS.sections.parse([{ id: uuid(1), name: 'Rondo' }]),
};

describe('wizard addresses', () => {
  it('put the step in the path and the draft in the query', () => {
    expect(wizardHref('timeline', 'abc')).toBe('/practice-plans/wizard/timeline?draft=abc');
    expect(wizardHref('basic-info', 'a b&c')).toBe('/practice-plans/wizard/basic-info?draft=a+b%26c');
  });

  it('read the step back from the path', () => {
    expect(stepFromPathname('/practice-plans/wizard/basic-info')).toBe('basic-info');
    expect(stepFromPathname('/practice-plans/wizard/overview/')).toBe('overview');
    expect(stepFromPathname('/practice-plans/wizard')).toBeNull();
    expect(stepFromPathname('/practice-plans/wizard/')).toBeNull();
    expect(stepFromPathname('/practice-plans/wizard/finish')).toBeNull();
    expect(stepFromPathname('/practice-plans/timeline')).toBeNull();
  });

  it('round-trip every step', () => {
    for (const step of ['basic-info', 'sections', 'timeline', 'drills', 'overview'] as const) {
      expect(stepFromPathname(new URL(wizardHref(step, 'd'), 'http://x').pathname)).toBe(step);
    }
  });
});

describe('landingStep', () => {
  it('gives the step asked for when every step before it is done', () => {
    expect(landingStep(withBasicsAndSections, 'sections')).toBe('sections');
    expect(landingStep(withBasicsAndSections, 'timeline')).toBe('timeline');
    expect(landingStep(withBasicsAndSections, 'basic-info')).toBe('basic-info');
  });

  it('gives the first incomplete step for a locked one, and for no step at all', () => {
    expect(landingStep(withBasicsAndSections, 'overview')).toBe('timeline');
    expect(landingStep(withBasicsAndSections, 'drills')).toBe('timeline');
    expect(landingStep(withBasicsAndSections, null)).toBe('timeline');
    expect(landingStep(emptyDraftData(), 'sections')).toBe('basic-info');
  });
});

describe('neighbours and history', () => {
  it('know the steps around a step', () => {
    expect(neighbours('basic-info')).toEqual({ previous: null, next: 'sections' });
    expect(neighbours('drills')).toEqual({ previous: 'timeline', next: 'overview' });
    expect(neighbours('overview')).toEqual({ previous: 'drills', next: null });
  });

  it('replace the address when landing, push it for the steps after', () => {
    expect(historyModeFor({ landed: false, urlStep: 'overview' })).toBe('replace');
    expect(historyModeFor({ landed: true, urlStep: null })).toBe('replace');
    expect(historyModeFor({ landed: true, urlStep: 'sections' })).toBe('push');
  });
});

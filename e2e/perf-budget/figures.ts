import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageLoad } from './measure-page';

export const FIGURES_FILE = resolve(import.meta.dirname, '../../.tmp/budget-figures.json');

export interface MeasuredPage {
  name: string;
  canvas: boolean;
  loads: PageLoad[];
}

export interface BudgetFigures {
  measuredAt: string;
  pages: MeasuredPage[];
}

export const readFigures = (): BudgetFigures => JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as BudgetFigures;

import { COMPLEXITIES, SKILL_LEVELS } from '../../content/content.schemas';
import { SPORT_IDS, SPORT_PACKS } from '../../sports';

/** Lists in a cell are separated by commas or semicolons (the reference template said one, its parser the other). */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const nameKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * "3", "3:Intermediate", "3 - Intermediate" or "intermediate" → the named value; codes count from 1.
 * Anything else is returned as written, so the schema names the bad value.
 */
function fromCodeOrName<T extends string>(values: readonly T[], token: string): T | string {
  const trimmed = token.trim();
  const coded = /^(\d+)(?:\.0+)?\s*(?:[:.)\-–]\s*(.*))?$/.exec(trimmed);
  if (coded) {
    const value = values[Number(coded[1]) - 1];
    // A code with a name after it must agree with it ("2:Beginner", not "2:Expert").
    if (value && (!coded[2] || nameKey(coded[2]) === nameKey(value))) return value;
    return trimmed;
  }
  return values.find((value) => nameKey(value) === nameKey(trimmed)) ?? trimmed;
}

/** 1:New to Sport, 2:Beginner, 3:Intermediate, 4:Advanced, 5:Expert (by code or name). */
export const skillLevelFromCell = (token: string) => fromCodeOrName(SKILL_LEVELS, token);

/** 1:Low, 2:Medium, 3:High (by code or name). */
export const complexityFromCell = (token: string) => fromCodeOrName(COMPLEXITIES, token);

/** A sport by id or name, any case ("Quadball", "soccer"); anything else is returned as written. */
export function sportFromCell(text: string): string {
  const key = nameKey(text);
  return SPORT_IDS.find((id) => nameKey(id) === key || nameKey(SPORT_PACKS[id].name) === key) ?? text.trim();
}

/** Whole or decimal numbers as people type them ("12", " 7.5 "); anything else is not a number. */
export function numberFromText(text: string): number | null {
  const trimmed = text.trim();
  return /^[+-]?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Detailed descriptions are rich text (HTML). A cell with markup is taken as HTML (the schema sanitises it);
 * plain text keeps its paragraphs and line breaks.
 */
export function richTextFromCell(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /<\/?[a-z][^>]*>/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Diagrams cell: a JSON array of Excalidraw scenes (a single scene is accepted too). A scene keeps its
 * elements and files; it gets a stable id from its row and place when it has none. Shapes that are not scenes
 * are passed on unchanged for the schema to reject.
 */
export function diagramsFromCell(text: string, row: number): { value: unknown[] } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    return { problem: `Diagrams must be a JSON array of Excalidraw scenes (${(error as Error).message}).` };
  }
  const scenes: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  return {
    value: scenes.map((scene, index) => {
      if (!isRecord(scene) || !Array.isArray(scene.elements)) return scene;
      return {
        id: typeof scene.id === 'string' && scene.id !== '' ? scene.id.slice(0, 64) : `row-${row}-diagram-${index + 1}`,
        title: typeof scene.title === 'string' ? scene.title : '',
        courtTemplateId: typeof scene.courtTemplateId === 'string' ? scene.courtTemplateId : null,
        elements: scene.elements,
        files: isRecord(scene.files) ? scene.files : {},
      };
    }),
  };
}

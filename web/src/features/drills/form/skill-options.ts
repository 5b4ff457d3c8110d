import type { SkillSuggestion } from '@sideline/domain';

export type SkillOption =
  { kind: 'existing'; skill: string; count: number; fromPack: boolean } | { kind: 'new'; skill: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The autocomplete's options: suggestions not chosen yet (best first, as the server ranked them), and "add" for
 * typed words that match no known skill, so a coach can name a new skill.
 */
export function skillOptions(
  suggestions: readonly SkillSuggestion[],
  typed: string,
  chosen: readonly string[],
  limit = 8,
): SkillOption[] {
  const words = typed.trim().replace(/\s+/g, ' ');
  const options: SkillOption[] = suggestions
    .filter((suggestion) => !chosen.some((skill) => same(skill, suggestion.skill)))
    .slice(0, limit)
    .map((suggestion) => ({ kind: 'existing', ...suggestion }));
  const known =
    suggestions.some((suggestion) => same(suggestion.skill, words)) || chosen.some((skill) => same(skill, words));
  if (words !== '' && !known) options.push({ kind: 'new', skill: words });
  return options;
}

/** When the server cannot be asked: the sport's own skills that contain the typed words. */
export function localSkillSuggestions(packSkills: readonly string[], typed: string): SkillSuggestion[] {
  const words = typed.trim().toLowerCase();
  return packSkills
    .filter((skill) => skill.toLowerCase().includes(words))
    .sort((a, b) => Number(!a.toLowerCase().startsWith(words)) - Number(!b.toLowerCase().startsWith(words)))
    .map((skill) => ({ skill, count: 0, fromPack: true }));
}

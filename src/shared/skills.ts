/**
 * A skill list arrives as an array or as the comma-separated text the form shows: trimmed,
 * inner spaces collapsed, empty items and case-insensitive repeats dropped, first spelling kept.
 * Kept apart from the zod schemas so that Find Jobs and Find Talent can read their query strings
 * without loading zod (docs/decisions/026).
 */
export function parseSkills(value: string | string[]): string[] {
  const items = Array.isArray(value) ? value : value.split(',');
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of items) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (skill && !seen.has(key)) {
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}

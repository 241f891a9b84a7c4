import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_ICONS, cardIconPath, renderCardIcon } from '../../scripts/card-icons.ts';

// The Find Jobs card icons are committed PNGs rendered from lucide-static (docs/decisions/063).
describe('card icons', () => {
  it.each(Object.entries(CARD_ICONS))(
    '%s.png is lucide’s %s as the installed lucide-static draws it',
    async (key, name) => {
      const committed = readFileSync(cardIconPath(key as keyof typeof CARD_ICONS));
      // A mismatch means lucide-static changed: run `npm run card-icons` and look at the cards.
      expect(committed.equals(await renderCardIcon(name))).toBe(true);
    },
  );

  it('every card icon the style sheet names is one of them', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    const named = [
      ...css.matchAll(
        /\.card-icon-([a-z]+)\s*\{\s*--card-icon: url\("\.\/card-icons\/([a-z]+)\.png"\)/g,
      ),
    ];
    expect(named.map(([, cls, file]) => [cls, file])).toEqual(
      Object.keys(CARD_ICONS).map((k) => [k, k]),
    );
  });
});

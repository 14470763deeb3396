/**
 * Emotion's insertion-effect hooks are answered by src/framework/renderTimeStyles.ts in the build
 * (scripts/emotionStyles.ts). The alias must take emotion's module and nothing else, and emotion's
 * module must still export exactly the hooks the stand-in answers: an emotion upgrade that adds or
 * renames one fails here, not silently in the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOTION_HOOKS, emotionStylesAlias } from '../../scripts/emotionStyles';

const exportsOf = (code: string) =>
  [...code.matchAll(/^export \{([^}]+)\}/gm)].flatMap((m) => m[1].split(',').map((name) => name.trim())).sort();

describe("emotion's hooks answered by renderTimeStyles", () => {
  it("the alias takes emotion's hooks module only", () => {
    expect(emotionStylesAlias.find.test(EMOTION_HOOKS)).toBe(true);
    expect(emotionStylesAlias.find.test(`${EMOTION_HOOKS}/package.json`)).toBe(false);
    expect(emotionStylesAlias.find.test('@emotion/styled')).toBe(false);
    expect(existsSync(emotionStylesAlias.replacement)).toBe(true);
  });

  it("the stand-in exports the hooks emotion's browser module exports", () => {
    const emotion = readFileSync(
      new URL(`../../node_modules/${EMOTION_HOOKS}/dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js`, import.meta.url),
      'utf8',
    );
    expect(exportsOf(emotion)).toEqual(['useInsertionEffectAlwaysWithSyncFallback', 'useInsertionEffectWithLayoutFallback']);
    const standIn = readFileSync(emotionStylesAlias.replacement, 'utf8');
    for (const hook of exportsOf(emotion)) expect(standIn).toMatch(new RegExp(`^export (const|function) ${hook}\\b`, 'm'));
  });
});

/**
 * Emotion's insertion-effect hooks answered by src/framework/renderTimeStyles.ts: a styled
 * component's rules compiled as it renders and written by the commit as one text. The build
 * uses it (vite.config.ts); the component tests, where emotion loads outside Vite, set the same
 * hooks on emotion's module instead (tests/component/setup.ts).
 */
import { fileURLToPath } from 'node:url';

export const EMOTION_HOOKS = '@emotion/use-insertion-effect-with-fallbacks';

export const emotionStylesAlias = {
  find: new RegExp(`^${EMOTION_HOOKS}$`),
  replacement: fileURLToPath(new URL('../src/framework/renderTimeStyles.ts', import.meta.url)),
};

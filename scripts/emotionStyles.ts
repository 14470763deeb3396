/**
 * Emotion's insertion-effect hooks answered by src/framework/renderTimeStyles.ts: a styled
 * component's rules compiled as it renders and written by the commit as one text. Both the
 * build (vite.config.ts) and the component tests (vitest.config.ts) use it, so the tests draw
 * with the styles as the browser gets them.
 */
import { fileURLToPath } from 'node:url';

export const EMOTION_HOOKS = '@emotion/use-insertion-effect-with-fallbacks';

export const emotionStylesAlias = {
  find: new RegExp(`^${EMOTION_HOOKS}$`),
  replacement: fileURLToPath(new URL('../src/framework/renderTimeStyles.ts', import.meta.url)),
};

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (scripts/emotionStyles.ts maps it
 * here in the build; tests/component/setup.ts sets these hooks on it in the tests). Emotion compiles and writes each new rule in React's
 * insertion effects, inside the commit, a task the browser cannot split: on a first screen, ~540
 * rules compiled by stylis and written one `insertRule` at a time. Here a styled component's rules
 * are compiled as it renders (React slices that work), kept aside, and written by the commit's
 * first insertion effect as one style text, before any layout effect can measure. Rules written
 * outside a render (global styles, keyframes in their effects) go in at once, after those kept.
 * Measured in docs/decisions.md (issue 11, session 46).
 */
import { useInsertionEffect } from 'react';
import { StyleSheet } from '@emotion/sheet';

/** Fewer rules than this go in one by one, into the sheet's last element, as emotion does. */
export const ONE_TEXT_FROM = 20;

const kept = new Map<StyleSheet, string[]>();
let rendering = false;

const insertNow = StyleSheet.prototype.insert;

/** The sheet's rules kept from renders, in order, then nothing kept. */
function writeKept(sheet: StyleSheet): void {
  const rules = kept.get(sheet);
  if (!rules) return;
  kept.delete(sheet);
  if (rules.length < ONE_TEXT_FROM) {
    for (const rule of rules) insertNow.call(sheet, rule);
    return;
  }
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', sheet.key);
  if (sheet.nonce !== undefined) tag.setAttribute('nonce', sheet.nonce);
  tag.textContent = rules.join('');
  // After the sheet's last element (emotion's own placement), so the cascade keeps the order of
  // writing; emotion's next rules go into this element, counted as its own.
  (sheet as unknown as { _insertTag(tag: HTMLStyleElement): void })._insertTag(tag);
  sheet.ctr += rules.length;
}

StyleSheet.prototype.insert = function insert(this: StyleSheet, rule: string) {
  if (rendering) {
    const rules = kept.get(this);
    if (rules) rules.push(rule);
    else kept.set(this, [rule]);
    return;
  }
  writeKept(this);
  insertNow.call(this, rule);
};

/** Writes every rule kept from renders; React calls it in the commit, before layout effects. */
export function writeKeptStyles(): void {
  // A Map's iteration goes on past the entries writeKept deletes.
  for (const sheet of kept.keys()) writeKept(sheet);
}

/** Runs emotion's insertion, its rules kept instead of written. */
function compileKept(create: () => unknown): void {
  rendering = true;
  try {
    create();
  } finally {
    rendering = false;
  }
}

/** Emotion's hook for a component's own styles: compiled now, written by the commit. */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  compileKept(create);
  useInsertionEffect(writeKeptStyles);
}

/** Emotion's hook for global styles, as emotion has it on React 18 and later. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;

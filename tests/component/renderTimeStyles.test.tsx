/**
 * Emotion's rules compiled as components render and written by the commit as one text
 * (src/framework/renderTimeStyles.ts: mapped over emotion's hooks by scripts/emotionStyles.ts in
 * the build, set on them by tests/component/setup.ts here). What a user would notice if it broke: a page drawn without its
 * styles, a measure taken before them, rules in the wrong order; and, as before, a first screen's
 * commit writing its rules one by one.
 */
import { StyleSheet } from '@emotion/sheet';
import { GlobalStyles } from '@mui/material';
import { styled } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONE_TEXT_FROM, useInsertionEffectAlwaysWithSyncFallback } from '../../src/framework/renderTimeStyles';

const emotionTags = () => document.head.querySelectorAll('style[data-emotion]').length;

afterEach(() => vi.restoreAllMocks());

describe("emotion's rules written by the commit", () => {
  it("writes a first screen's rules as one style text, in before its layout effects measure", async () => {
    const count = ONE_TEXT_FROM + 10;
    const Boxes = Array.from({ length: count }, (_, i) => styled('div')({ marginLeft: `${i + 101}px` }));
    const measured: string[] = [];
    function Measure() {
      useLayoutEffect(() => {
        for (let i = 0; i < count; i++) measured.push(getComputedStyle(screen.getByTestId(`box-${i}`)).marginLeft);
      }, []);
      return null;
    }
    const insertRule = vi.spyOn(CSSStyleSheet.prototype, 'insertRule');
    const tagsBefore = emotionTags();

    await act(async () => {
      startTransition(() => {
        render(
          <>
            {Boxes.map((Box, i) => (
              <Box key={i} data-testid={`box-${i}`} />
            ))}
            <Measure />
          </>,
        );
      });
    });

    expect(measured).toEqual(Array.from({ length: count }, (_, i) => `${i + 101}px`));
    expect(emotionTags()).toBe(tagsBefore + 1);
    expect(insertRule).not.toHaveBeenCalled();
  });

  it('a later render adds its few rules, drawn as written', async () => {
    const Wide = styled('span')({ paddingTop: '13px' });
    const { rerender } = render(<p>—</p>);
    rerender(<Wide data-testid="wide" />);
    expect(getComputedStyle(await screen.findByTestId('wide')).paddingTop).toBe('13px');
  });

  it('global styles, written in their effect, apply at once', () => {
    render(<GlobalStyles styles={{ body: { marginTop: '17px' } }} />);
    expect(getComputedStyle(document.body).marginTop).toBe('17px');
  });

  it('a rule written outside a render comes after the rules kept from the render before it', () => {
    const sheet = new StyleSheet({ key: 'order', container: document.head, speedy: true });
    function Kept() {
      useInsertionEffectAlwaysWithSyncFallback(() => sheet.insert('.order-a{color:red}'));
      return null;
    }
    function WrittenAtOnce() {
      sheet.insert('.order-b{color:blue}');
      return null;
    }
    render(
      <>
        <Kept />
        <WrittenAtOnce />
      </>,
    );
    const rules = sheet.tags.flatMap((tag) => [...tag.sheet!.cssRules].map((rule) => (rule as CSSStyleRule).selectorText));
    expect(rules).toEqual(['.order-a', '.order-b']);
  });
});

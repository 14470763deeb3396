/**
 * The admin is drawn again only as much as a change needs. A business's colours arriving (a first
 * visit, or a colour saved in another session) draw it with the new theme, without react-admin
 * reading its resources again (which it does whenever the App hands it new elements: two more
 * commits of the whole admin); the business's name arriving draws only what shows the name, not
 * the App. Counted in commits of the admin's tree: 4 for either change before, 2 now.
 */
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setPreferences } from '../../src/layout/preferences';
import { renderApp } from './fixtures';

async function commitsAfter(change: () => void): Promise<number> {
  let commits = 0;
  render(<Profiler id="admin" onRender={() => (commits += 1)}>{renderApp('/producers')}</Profiler>);
  expect(await screen.findByText('Produtora 1', {}, { timeout: 10_000 })).toBeInTheDocument();
  // Whatever the first load still had to draw, drawn: 300 ms without a commit (a loaded machine draws late).
  for (let i = 0; i < 30; i++) {
    commits = 0;
    await act(() => new Promise((r) => setTimeout(r, 300)));
    if (commits === 0) break;
  }
  act(change);
  // Then every commit the change caused, until 300 ms pass without one.
  let total = 0;
  for (let i = 0; i < 30; i++) {
    await act(() => new Promise((r) => setTimeout(r, 300)));
    if (commits === total) break;
    total = commits;
  }
  return commits;
}

describe('what a change of the business preferences draws', () => {
  it('a new colour draws the admin with the new theme, without react-admin reading its resources again', async () => {
    expect(await commitsAfter(() => setPreferences({ primaryColor: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}` }))).toBeLessThanOrEqual(2);
  });

  it("the business's name arriving does not draw the App again", async () => {
    expect(await commitsAfter(() => setPreferences({ businessId: 'b1', businessName: `Bilheteria ${Math.random()}` }))).toBeLessThanOrEqual(2);
  });
});

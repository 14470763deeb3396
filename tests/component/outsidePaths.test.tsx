/**
 * The first script (src/firstRequests.ts) tells the admin's pages from the logins and the public
 * pages by address alone, before React's views load: a public page it took for an admin page
 * would ask for the admin's code and a session it does not need.
 */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { generatePath } from 'react-router-dom';
import { outsideLayoutRoutes } from '../../src/custom/outsideLayoutRoutes';
import { isOutsideLayout } from '../../src/custom/outsidePaths';

describe('the addresses outside the admin', () => {
  it('every login and public page routed outside the admin is told apart by its address', () => {
    const paths = outsideLayoutRoutes().map((route) => (isValidElement(route) ? (route as ReactElement<{ path: string }>).props.path : ''));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const address = generatePath(path, { accreditationId: 'a1', businessId: 'b1', '*': 'participantes' });
      expect(isOutsideLayout(address), address).toBe(true);
    }
  });

  it("the admin's pages are not", () => {
    for (const address of ['/', '/dashboard', '/events', '/events/e1/sectors-and-sales/sectors', '/producers/p1', '/auth', '/validate-x', '/accreditations/a1']) {
      expect(isOutsideLayout(address), address).toBe(false);
    }
  });
});

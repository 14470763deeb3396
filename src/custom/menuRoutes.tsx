/**
 * Routes of the menu entries that are not definition resources. Their screens belong to
 * later work, so each shows its title and the empty state behind the same access rule as the menu.
 */
import { Route } from 'react-router-dom';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { MENU_ENTRIES } from '../menu/menuEntries';
import { GuardedPage } from './GuardedPage';
import { PlaceholderPage } from './PlaceholderPage';

export function menuRoutes(resources: readonly ResourceDefinition[]) {
  const taken = new Set(resources.map(routeOf));
  return MENU_ENTRIES.filter((e) => !taken.has(e.route)).map((entry) => (
    <Route
      key={entry.key}
      path={`${entry.route}/*`}
      element={
        <GuardedPage resource={entry.key}>
          <PlaceholderPage title={`menu.${entry.key}`} />
        </GuardedPage>
      }
    />
  ));
}

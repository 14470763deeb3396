/**
 * The react-admin resource object of a definition, spread into <Resource>:
 * generated list, create and edit views (or a show view when read-only), icon and record representation.
 */
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { hasShowPage, pathParams, routeOf, type ResourceDefinition } from '../shared/definition';
import { iconFor } from '../layout/icons';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import type { ListParamsOf } from './listParams';
import { lazyView } from './lazyView';
import type { RecordPrefetchOf } from './firstLoad';

// Forms bring yup, the resolver and imask: loaded when a form is first opened.
const ResourceCreate = lazyView<{ def: ResourceDefinition }>(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazyView<{ def: ResourceDefinition }>(() => import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit })));

export interface ResourceObject {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

type Pages = Pick<ResourceObject, 'list' | 'create' | 'edit' | 'show'>;

/**
 * What a resource replaces (src/resources/views.ts): pages, or its icon and representation. A
 * replaced list declares `listParams` (its request for an address query) to have its first answer
 * asked for while the admin draws its first screen (firstLoad.ts); without it, it asks on mount.
 * A replaced edit page declares `editPrefetch` to have its record and first reads asked for then.
 */
export type ViewOverride = Partial<ResourceObject> & { listParams?: ListParamsOf; editPrefetch?: RecordPrefetchOf };
export type ViewOverrides = ViewOverride | undefined;

// One set of page components per definition: App renders these on every render, and a new
// component type each time would remount the open page.
const PAGES = new WeakMap<ResourceDefinition, { overrides: ViewOverrides; pages: Pages }>();

/** The generated pages, with the ones the resource replaces in their place (at `/<name>` or at its own route). */
export function pagesOf(def: ResourceDefinition, overrides?: ViewOverrides): Pages {
  const cached = PAGES.get(def);
  if (cached && cached.overrides === overrides) return cached.pages;
  const generated = makePages(def);
  const pages: Pages = {
    list: overrides?.list ?? generated.list,
    create: overrides?.create ?? generated.create,
    edit: overrides?.edit ?? generated.edit,
    show: overrides?.show ?? generated.show,
  };
  PAGES.set(def, { overrides, pages });
  return pages;
}

function makePages(def: ResourceDefinition): Pages {
  // A nested resource ('/events/:eventId/affiliates') lives inside its parent's screens
  // (src/framework/nested): no standalone pages, which would not know the parent ids.
  if (pathParams(def.path).length > 0) return {};
  const List = () => <ResourceList def={def} />;
  const Create = () => <ResourceCreate def={def} />;
  const Edit = () => <ResourceEdit def={def} />;
  // Preloadable as a lazyView is (firstLoad.ts).
  Edit.preload = ResourceEdit.preload;
  const Show = () => <ResourceShow def={def} />;
  return {
    list: List,
    create: def.permissions.create ? Create : undefined,
    edit: def.permissions.edit ? Edit : undefined,
    show: hasShowPage(def) ? Show : undefined,
  };
}

/** True when the pages live at a `route` other than react-admin's `/<name>`. */
const hasOwnRoute = (def: ResourceDefinition) => routeOf(def) !== `/${def.name}` && pathParams(def.path).length === 0;

/** `/<name>/...` -> `<route>/...`, for the links react-admin builds from the name (a redirect after a 404). */
function ToRoute({ def }: { def: ResourceDefinition }) {
  const { pathname, search } = useLocation();
  const rest = pathname.slice(pathname.indexOf(`/${def.name}`) + def.name.length + 1);
  return <Navigate to={`${routeOf(def)}${rest}${search}`} replace />;
}

const REDIRECTS = new WeakMap<ResourceDefinition, ComponentType>();
function redirectOf(def: ResourceDefinition): ComponentType {
  let Redirect = REDIRECTS.get(def);
  if (!Redirect) REDIRECTS.set(def, (Redirect = () => <ToRoute def={def} />));
  return Redirect;
}

export function resourceFromDefinition(def: ResourceDefinition, overrides?: ViewOverrides): ResourceObject {
  const base = {
    name: def.name,
    icon: overrides?.icon ?? iconFor(def.icon),
    recordRepresentation: overrides?.recordRepresentation ?? def.recordRepresentation,
  };
  if (!hasOwnRoute(def)) return { ...base, ...pagesOf(def, overrides) };
  const pages = pagesOf(def, overrides);
  const Redirect = redirectOf(def);
  return { ...base, list: Redirect, create: pages.create && Redirect, edit: pages.edit && Redirect, show: pages.show && Redirect };
}

/**
 * Custom routes (App's <CustomRoutes>) of the definitions with their own `route`:
 * the list, `create`, `{id}/edit` and `{id}/show` pages there instead of under the resource name,
 * the resource's own views in place of generated ones (customers at /clients).
 */
export function definitionRoutes(resources: readonly ResourceDefinition[], overrides: Partial<Record<string, ViewOverrides>> = {}) {
  return resources.filter(hasOwnRoute).map((def) => {
    const { list: List, create: Create, edit: Edit, show: Show } = pagesOf(def, overrides[def.name]);
    return (
      <Route
        key={def.name}
        path={`${routeOf(def)}/*`}
        element={
          <Routes>
            {List ? <Route index element={<List />} /> : null}
            {Create ? <Route path="create" element={<Create />} /> : null}
            {Edit ? <Route path=":id/edit" element={<Edit />} /> : null}
            {Edit ? <Route path=":id" element={<Edit />} /> : null}
            {Show ? <Route path={`:id/${def.showSegment ?? 'show'}`} element={<Show />} /> : null}
          </Routes>
        }
      />
    );
  });
}

/**
 * The react-admin resource object of a definition, spread into <Resource>:
 * generated list, create and edit views, icon and record representation.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import { pathParams, type ResourceDefinition } from './definition';
import { iconFor } from '../layout/icons';
import { ResourceList } from './ResourceList';

// Forms bring yup, the resolver and imask: loaded when a form is first opened.
const ResourceCreate = lazy(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate })));
const ResourceEdit = lazy(() => import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit })));

export interface ResourceObject {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

export function resourceFromDefinition(def: ResourceDefinition): ResourceObject {
  const List = () => <ResourceList def={def} />;
  const Create = () => (
    <Suspense fallback={<LinearProgress />}>
      <ResourceCreate def={def} />
    </Suspense>
  );
  const Edit = () => (
    <Suspense fallback={<LinearProgress />}>
      <ResourceEdit def={def} />
    </Suspense>
  );
  // A nested resource ('/events/:eventId/affiliates') lives inside its parent's screens
  // (src/framework/nested): no standalone pages, which would not know the parent ids.
  const standalone = pathParams(def.path).length === 0;
  return {
    name: def.name,
    list: standalone ? List : undefined,
    create: standalone && def.permissions.create ? Create : undefined,
    edit: standalone && def.permissions.edit ? Edit : undefined,
    icon: iconFor(def.icon),
    recordRepresentation: def.recordRepresentation,
  };
}

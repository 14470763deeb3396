/** The definitions the admin was started with, for parts that react-admin renders (menu). */
import { createContext, useContext } from 'react';
import type { ResourceDefinition } from '../shared/definition';
import { RESOURCES } from '../shared/resources/registry';

export const ResourcesContext = createContext<readonly ResourceDefinition[]>(RESOURCES);

export const useResources = () => useContext(ResourcesContext);

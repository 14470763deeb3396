/**
 * The first script's own file (vite.config.ts): src/firstRequests.ts and what it imports, which
 * ask for the session and the admin's code. The entry's file runs only once every file it imports
 * has run (react-dom's, the router's); in a file of their own, imported first, these modules run
 * before those, as they ran first when the entry was one file (src/main.tsx imports them first),
 * however the libraries are grouped. They must not import react-router or MUI
 * (src/custom/outsidePaths.ts), or their file would wait for those.
 */
import { allModules, staticClosure, type ModuleGraph } from './adminChunkGroup';
import { preciseEdges } from './moduleEdges';

const FIRST_REQUESTS = /[\\/]src[\\/]firstRequests\.ts$/;

/** The ids of src/firstRequests.ts and its static imports, found from any module id of the build. */
export function firstRequestsModules(graph: ModuleGraph, anyId: string): Set<string> {
  const root = allModules(graph, anyId).find((id) => FIRST_REQUESTS.test(id));
  return root ? staticClosure(preciseEdges(graph), root) : new Set();
}

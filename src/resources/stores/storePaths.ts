/** Addresses of a store's pages (spec 2 section 2). */
export const storeDetailsPath = (id: unknown) => `/stores/${encodeURIComponent(String(id))}/details`;
export const storeEditPath = (id: unknown) => `${storeDetailsPath(id)}/edit`;

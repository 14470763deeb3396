/** Base of every API call: same origin by default, or VITE_API_URL for another server. */
export const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api`;

export const apiUrl = (path: string) => `${API_BASE}${path}`;

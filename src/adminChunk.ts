/** The admin (react-admin, the menu, the resource views) as its own chunk: loaded with a session, or as a login is sent. */
export const loadAdmin = () => import('./App');

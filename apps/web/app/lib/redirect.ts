/** The login page URL that brings the visitor back to `pathWithSearch` afterwards (read with `safeRedirectPath`). */
export const loginPath = (pathWithSearch: string) => `/login?redirectTo=${encodeURIComponent(pathWithSearch)}`

/** Escapes text for HTML built by hand (the dev outbox page); emails are React components and escape by themselves. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

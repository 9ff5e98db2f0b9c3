/** A LIKE pattern for "contains `text`", its wildcards escaped so that a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Intrinsic size of the catalog pictures (3:2), for width/height attributes so nothing shifts. */
export const PICTURE_SIZE = { width: 600, height: 400 } as const

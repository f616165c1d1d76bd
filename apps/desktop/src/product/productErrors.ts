/** The product server could not be reached at all (refused, reset, no answer): the local cache may stand in. */
export class ProductUnreachable extends Error {}

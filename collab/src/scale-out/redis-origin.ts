/** The transaction origin Hocuspocus's Redis extension applies other instances' updates with. */
export const REDIS_ORIGIN = '__hocuspocus__redis__origin__';

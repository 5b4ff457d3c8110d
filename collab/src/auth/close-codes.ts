/**
 * Close code of a connection whose right to the document ended while it was open (disabled, signed out, access
 * changed).
 */
export const ACCESS_ENDED_CLOSE_CODE = 4403;
/** Close code of a connection whose token expired before the page sent a fresh one (or sent a bad one). */
export const TOKEN_EXPIRED_CLOSE_CODE = 4401;

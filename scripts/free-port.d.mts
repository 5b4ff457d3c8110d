/** A port nothing on 127.0.0.1 listens on right now, as the system picks one. */
export function freePort(): Promise<number>;

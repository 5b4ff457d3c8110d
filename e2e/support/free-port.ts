// One helper for npm test (a plain Node script) and the browser tests: see scripts/free-port.mjs.
export { freePort } from '../../scripts/free-port.mjs';

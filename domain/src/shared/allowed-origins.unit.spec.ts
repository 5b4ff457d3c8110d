import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origins';

describe('the one origin check', () => {
  const plain = (host: string) => ({ host, secure: false });
  it('accepts configured origins, and the address the request came to (host, port and scheme)', () => {
    expect(
      isAllowedOrigin('https://sideline.example.org', plain('internal:3000'), ['https://sideline.example.org']),
    ).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', plain('127.0.0.1:3000'), ['http://localhost:3000'])).toBe(true);
    expect(isAllowedOrigin('http://LOCALHOST:3000', plain('localhost:3000'), [])).toBe(true);
  });
  it('refuses other sites, other ports, another scheme on the same host, and garbage', () => {
    expect(isAllowedOrigin('https://evil.example', plain('localhost:3000'), ['http://localhost:3000'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3001', plain('localhost:3000'), [])).toBe(false);
    expect(isAllowedOrigin('https://localhost:3000', plain('localhost:3000'), [])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', { host: 'localhost:3000', secure: true }, [])).toBe(false);
    expect(isAllowedOrigin('null', plain('localhost:3000'), [])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', { host: undefined, secure: false }, [])).toBe(false);
  });
});

import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sideline_session';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

export function clientOf(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof userAgent === 'string' ? { userAgent } : {}) };
}

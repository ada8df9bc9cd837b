/** Who is calling, for the authentication log and throttling keys. */
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 400) ?? null };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

// The visitor's address for rate limits, sign-in throttling and the audit log. Behind a trusted
// proxy Fastify reads it from X-Forwarded-For, where a client can write anything; only a real IP
// address is used or stored, and anything else falls back to the address that connected to us.
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  const socketAddress = request.socket.remoteAddress ?? "";
  return isIP(socketAddress) ? socketAddress : "0.0.0.0";
}

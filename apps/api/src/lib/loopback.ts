import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.trim().replace(/^\[|\]$/g, '');
  const v4 = bare.toLowerCase().startsWith('::ffff:') ? bare.slice(7) : bare;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return net.isIPv6(bare) && (bare === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(bare));
}

/** A host name or address the server binds to that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host.trim().toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

/** Every address named by X-Forwarded-For and Forwarded (`for=`), with or without a port. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const list = (value: string | string[] | undefined) =>
    Array.isArray(value) ? value.join(',') : (value ?? '');
  const xff = list(request.headers['x-forwarded-for'])
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const forwarded = [...list(request.headers.forwarded).matchAll(/for="?([^";,]+)"?/gi)].map(
    (m) => m[1] ?? '',
  );
  return [...xff, ...forwarded].map((a) => {
    const bracketed = /^\[([^\]]+)\]/.exec(a);
    if (bracketed) return bracketed[1] ?? '';
    return /^[\d.]+:\d+$/.test(a) ? (a.split(':')[0] ?? '') : a;
  });
}

/**
 * True when the request reached us from this machine only: its socket is loopback, and every
 * address a proxy says it forwarded for is loopback too. A forwarding header can only take the
 * answer away, never grant it, so a remote caller can't claim to be local by sending one, and a
 * local proxy (TRUST_PROXY or not) doesn't make its remote clients local.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) && forwardedAddresses(request).every(isLoopbackAddress)
  );
}

/**
 * The dev outbox (sign-in codes of every account) is for the developer at this machine: never
 * in production, and only to loopback clients.
 */
export function devOutboxOpenTo(config: Config, request: FastifyRequest): boolean {
  return !config.isProduction && isLoopbackClient(request);
}

/** The warning to print at start when the dev outbox could be reachable from other machines. */
export function exposedDevServerWarning(config: Config): string | null {
  if (config.NODE_ENV !== 'development' || isLoopbackHost(config.HOST)) return null;
  return (
    `Mingle is running in development mode (NODE_ENV is not "production") on ${config.HOST}, ` +
    'an address other machines may reach. Development mode keeps sign-in codes in the dev outbox ' +
    '(served to loopback clients only) and is not meant for real users: set NODE_ENV=production ' +
    'with SMTP_URL or SMS_API_URL for a deployment, or HOST=127.0.0.1 to stay local.'
  );
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { exposedDevServerWarning, isLoopbackAddress, isLoopbackHost } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('knows loopback in IPv4, IPv6 and IPv6-mapped IPv4', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of [
      '10.0.0.1',
      '0.0.0.0',
      '::',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

describe('the warning at start', () => {
  it('warns in development mode on an address other machines can reach', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.5']) {
      expect(exposedDevServerWarning(loadConfig({ HOST }))).toMatch(/development mode.*NODE_ENV=production/s);
    }
  });

  it('binds to loopback by default in development, so a default start has nothing to warn about', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(exposedDevServerWarning(loadConfig({}))).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('stays quiet on loopback, in production and in tests', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      expect(isLoopbackHost(HOST)).toBe(true);
      expect(exposedDevServerWarning(loadConfig({ HOST }))).toBeNull();
    }
    expect(
      exposedDevServerWarning(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' })),
    ).toBeNull();
    expect(exposedDevServerWarning(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });
});

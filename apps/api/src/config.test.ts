import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('stops with a ConfigError naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ OTP_TTL_SECONDS: '-5' })).toThrow(/OTP_TTL_SECONDS/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('reads the sign-in limits, with the documented defaults', () => {
    const c = loadConfig({});
    expect([c.OTP_TTL_SECONDS, c.OTP_MAX_ATTEMPTS, c.OTP_RESEND_SECONDS]).toEqual([600, 5, 30]);
    expect([c.OTP_SENDS_PER_DESTINATION_PER_HOUR, c.OTP_SENDS_PER_IP_PER_HOUR, c.SESSION_TTL_DAYS]).toEqual([
      5, 50, 30,
    ]);
    expect(loadConfig({ OTP_SENDS_PER_IP_PER_HOUR: '200' }).OTP_SENDS_PER_IP_PER_HOUR).toBe(200);
  });

  it('refuses to start in production when no code could be delivered', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL \/ SMS_API_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).isProduction).toBe(
      true,
    );
  });

  it('needs the whole SMS account when SMS_API_URL is set', () => {
    expect(() => loadConfig({ SMS_API_URL: 'https://api.twilio.com/2010-04-01' })).toThrow(/SMS_ACCOUNT_SID/);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the port the server listens on', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3401' }).PUBLIC_URL).toBe('http://localhost:3401');
    expect(loadConfig({ PORT: '3401', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3401');
  });

  it('keeps an address that is set', () => {
    expect(loadConfig({ PORT: '3401', PUBLIC_URL: 'https://mingle.example' }).PUBLIC_URL).toBe(
      'https://mingle.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

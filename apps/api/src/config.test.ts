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

  it('takes the S3 storage variables all together or not at all', () => {
    const s3 = {
      S3_BUCKET: 'pics',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).S3_FORCE_PATH_STYLE).toBe(false);
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })
        .S3_FORCE_PATH_STYLE,
    ).toBe(true);
    expect(() => loadConfig({ S3_BUCKET: 'pics' })).toThrow(
      /S3_BUCKET.*S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
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

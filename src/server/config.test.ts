import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tb-config-'));
const secret = 's'.repeat(40);

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'info',
      admin: undefined,
    });
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR, readable by the owner only', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/talentbridge',
      REDIS_URL: 'redis://cache.internal:6379',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      PUBLIC_URL: 'https://talentbridge.example.com/',
      JWT_SECRET: secret,
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'Harbour-Lantern-2026',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      COUNTRY_HEADER: 'CF-IPCountry',
      CORS_ORIGINS: 'https://a.example.com,https://b.example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db.internal:5432/talentbridge',
      redisUrl: 'redis://cache.internal:6379',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      publicUrl: 'https://talentbridge.example.com',
      jwtSecret: secret,
      admin: { email: 'boss@example.com', password: 'Harbour-Lantern-2026' },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      countryHeader: 'cf-ipcountry',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      logLevel: 'warn',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads the mail sender and the S3 settings', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://tb.example.com' }).mailFrom).toBe(
      'TalentBridge <no-reply@tb.example.com>',
    );
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dir,
      MAIL_FROM: 'Hiring Team <jobs@example.com>',
      S3_BUCKET: 'talentbridge-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.mailFrom).toBe('Hiring Team <jobs@example.com>');
    expect(config.s3).toEqual({
      bucket: 'talentbridge-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 0 and 65535$/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:/,
    ],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid configuration: REDIS_URL must be a URL/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL /],
    [{ PUBLIC_URL: 'talentbridge.example.com' }, /^Invalid configuration: PUBLIC_URL /],
    [
      { JWT_SECRET: 'short' },
      /^Invalid configuration: JWT_SECRET must be at least 32 characters long$/,
    ],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'x' }, /^Invalid configuration: ADMIN_EMAIL /],
    [{ ADMIN_EMAIL: 'boss@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY must be true, false/],
    [
      { COUNTRY_HEADER: 'cf ipcountry' },
      /^Invalid configuration: COUNTRY_HEADER must be an HTTP header name/,
    ],
    [
      { CORS_ORIGINS: 'https://a.example.com/app' },
      /^Invalid configuration: CORS_ORIGINS "https:\/\/a.example.com\/app" is not an origin/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of fatal, error/],
    [
      { REGISTRATIONS_PER_IP_PER_HOUR: '0' },
      /^Invalid configuration: REGISTRATIONS_PER_IP_PER_HOUR must be at least 1$/,
    ],
    [
      { REGISTRATIONS_PER_IP_PER_HOUR: 'many' },
      /REGISTRATIONS_PER_IP_PER_HOUR must be a whole number$/,
    ],
    [{ S3_BUCKET: 'Bad_Bucket!' }, /^Invalid configuration: S3_BUCKET must be an S3 bucket name/],
    [
      { S3_FORCE_PATH_STYLE: 'yes' },
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false$/,
    ],
    [{ S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/],
    [{ S3_ENDPOINT: 'minio:9000' }, /^Invalid configuration: S3_ENDPOINT must be a URL/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

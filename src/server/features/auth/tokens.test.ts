import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const signer = createTokenSigner(SECRET);
const key = new TextEncoder().encode(SECRET);

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signed(claims: Record<string, unknown>, alg = 'HS256', secret = key) {
  const now = nowSeconds();
  return new SignJWT({ role: 'jobseeker', ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(String(claims.sub ?? '7'))
    .setJti('jti-1')
    .setIssuer(String(claims.iss ?? 'talentbridge'))
    .setIssuedAt(now)
    .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : now + 600)
    .sign(secret);
}

describe('access tokens', () => {
  it('verifies what it signed, with the claims it put in', async () => {
    const { token, claims } = await signer.sign({ userId: 42, role: 'employer', ttlSeconds: 60 });
    expect(token.split('.')).toHaveLength(3);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a token whose payload or signature was changed', async () => {
    const { token } = await signer.sign({ userId: 42, role: 'jobseeker', ttlSeconds: 60 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString(
      'base64url',
    );
    expect(await signer.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.`)).toBeNull();
  });

  it('refuses another key, "alg: none", another algorithm and another issuer', async () => {
    expect(
      await signer.verify(await signed({}, 'HS256', new TextEncoder().encode('x'.repeat(40)))),
    ).toBeNull();
    const unsecured = new UnsecuredJWT({ role: 'admin' })
      .setSubject('1')
      .setIssuer('talentbridge')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await signer.verify(unsecured)).toBeNull();
    // The same HMAC under a header that names another algorithm.
    const header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const body = (await signed({})).split('.')[1] as string;
    const mac = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
    expect(await signer.verify(`${header}.${body}.${mac}`)).toBeNull();
    expect(await signer.verify(await signed({ iss: 'someone-else' }))).toBeNull();
    expect(await signer.verify(await signed({}))).not.toBeNull();
  });

  it('refuses an expired token and claims of the wrong kind', async () => {
    expect(await signer.verify(await signed({ exp: nowSeconds() - 1 }))).toBeNull();
    expect(await signer.verify(await signed({ role: 'superuser' }))).toBeNull();
    expect(await signer.verify(await signed({ sub: 'abc' }))).toBeNull();
    expect(await signer.verify(await signed({ sub: '-3' }))).toBeNull();
  });

  it('refuses what is not a token at all', async () => {
    for (const junk of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(5000), 'e30.e30.', '🙂.🙂.🙂']) {
      expect(await signer.verify(junk)).toBeNull();
    }
  });
});

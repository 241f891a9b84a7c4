import { describe, expect, it } from 'vitest';
import { createGeoLookup, ipv6ToBigInt, isPublicIp, normalizeIp } from '../../infra/geo.ts';
import { IP } from '../../test/addresses.ts';

describe('the offline IP databases', () => {
  const geo = createGeoLookup();

  it('tell the country of IPv4 and IPv6 addresses, and mapped IPv4 ones', async () => {
    expect((await geo.lookup(IP.gbHome)).country).toBe('GB');
    expect((await geo.lookup(IP.usHome)).country).toBe('US');
    expect((await geo.lookup(IP.deHomeV6)).country).toBe('DE');
    expect((await geo.lookup(`::ffff:${IP.gbHome}`)).country).toBe('GB');
  });

  it('know hosting networks from home lines', async () => {
    expect(await geo.lookup(IP.doDatacentre)).toMatchObject({ asn: 14061, isHosting: true });
    expect(await geo.lookup(IP.hetzner)).toMatchObject({ asn: 24940, isHosting: true });
    expect(await geo.lookup('2001:4860:4860::8888')).toMatchObject({ asn: 15169, isHosting: true });
    expect(await geo.lookup(IP.usHome)).toMatchObject({ asn: 7922, isHosting: false });
    expect(await geo.lookup(IP.gbHome)).toMatchObject({ isHosting: false });
  });

  it('know nothing of loopback, private and documentation addresses', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.1', '203.0.113.5', 'fd00::1']) {
      expect(isPublicIp(ip), ip).toBe(false);
      expect(await geo.lookup(ip)).toEqual({ country: null, asn: null, isHosting: false });
    }
    expect(isPublicIp('not an address')).toBe(false);
  });

  it('read IPv6 addresses in every spelling', () => {
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(ipv6ToBigInt('::')).toBe(0n);
    expect(ipv6ToBigInt('2001:db8::1')).toBe(0x20010db8000000000000000000000001n);
    expect(ipv6ToBigInt('::ffff:1.2.3.4')).toBe(0xffff01020304n);
    expect(ipv6ToBigInt('fe80::1%eth0')).toBe(0xfe800000000000000000000000000001n);
    expect(normalizeIp('::FFFF:81.2.69.142')).toBe('81.2.69.142');
  });
});

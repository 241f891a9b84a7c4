import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { isHostingNetwork } from './hosting-networks.ts';

/**
 * Offline IP intelligence (decisions.md, "Trust and safety"; docs/decisions/018): the country of
 * an address and whether it belongs to a hosting or VPN network. Both come from databases shipped
 * as npm packages, read from disk on first use; nothing is ever fetched at run time.
 *
 * - Country: @ip-location-db/geo-whois-asn-country (CC0; GeoFeed, then RIR whois, then ASN).
 * - Network: @ip-location-db/asn (CC BY 4.0: RouteViews, the five RIRs via the NRO, DB-IP),
 *   classified by hosting-networks.ts.
 */
export type IpFacts = {
  /** ISO 3166-1 alpha-2 code, or null when unknown (private addresses included). */
  country: string | null;
  /** Autonomous system number of the address, or null when unknown. */
  asn: number | null;
  /** The address belongs to a hosting, cloud or VPN network. */
  isHosting: boolean;
};

export type GeoLookup = {
  lookup(ip: string): Promise<IpFacts>;
};

const UNKNOWN: IpFacts = { country: null, asn: null, isHosting: false };

/**
 * Addresses that belong to no one's home or office (IANA special-purpose registries, RFC 6890):
 * loopback, private, shared, link-local, documentation (the data wrongly places some of those),
 * benchmarking, multicast and reserved. No database is asked about them.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IPv4 client as a dual-stack socket reports it (`::ffff:1.2.3.4`) is `1.2.3.4`; any other
 * spelling is kept as given.
 */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  if (!ipaddr.IPv6.isValid(trimmed)) return trimmed;
  const address = ipaddr.IPv6.parse(trimmed);
  return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : trimmed;
}

/** The machine itself (a local script, a test, a proxy on the same host): says nothing of a person. */
export function isLoopback(ip: string): boolean {
  const address = normalizeIp(ip);
  if (isIPv4(address)) return address === '0.0.0.0' || address.startsWith('127.');
  if (!isIPv6(address)) return false;
  const range = ipaddr.IPv6.parse(address).range();
  return range === 'loopback' || range === 'unspecified';
}

export function isPublicIp(ip: string): boolean {
  const address = normalizeIp(ip);
  if (isIPv4(address)) return !NON_PUBLIC.check(address, 'ipv4');
  if (isIPv6(address)) return !NON_PUBLIC.check(address, 'ipv6');
  return false;
}

/** An address's bytes, most significant first, as one number. */
const numberOf = (bytes: number[]) => bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

/** A dotted-decimal IPv4 address as a 32-bit number. */
function ipv4ToNumber(ip: string): number {
  return Number(numberOf(ipaddr.IPv4.parse(ip).toByteArray()));
}

/** An IPv6 address as a 128-bit number (`::`, a zone and a trailing dotted IPv4 part included). */
export function ipv6ToBigInt(ip: string): bigint {
  return numberOf(ipaddr.IPv6.parse(ip).toByteArray());
}

/** Sorted, non-overlapping inclusive ranges of IPv4 numbers with one value each. */
type Table4 = { starts: Uint32Array; ends: Uint32Array; values: Uint32Array };
/** The same for IPv6: 128-bit bounds kept as two 64-bit halves. */
type Table6 = {
  startHi: BigUint64Array;
  startLo: BigUint64Array;
  endHi: BigUint64Array;
  endLo: BigUint64Array;
  values: Uint32Array;
};

const MASK64 = (1n << 64n) - 1n;

/** Reads a `start,end,value[,…]` CSV of the "-num" kind; `readValue` maps the rest of a line. */
async function readTable4(file: string, readValue: (rest: string) => number): Promise<Table4> {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n').filter(Boolean);
  const table: Table4 = {
    starts: new Uint32Array(lines.length),
    ends: new Uint32Array(lines.length),
    values: new Uint32Array(lines.length),
  };
  lines.forEach((line, i) => {
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    table.starts[i] = Number(line.slice(0, first));
    table.ends[i] = Number(line.slice(first + 1, second));
    table.values[i] = readValue(line.slice(second + 1));
  });
  return table;
}

async function readTable6(file: string, readValue: (rest: string) => number): Promise<Table6> {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n').filter(Boolean);
  const n = lines.length;
  const table: Table6 = {
    startHi: new BigUint64Array(n),
    startLo: new BigUint64Array(n),
    endHi: new BigUint64Array(n),
    endLo: new BigUint64Array(n),
    values: new Uint32Array(n),
  };
  lines.forEach((line, i) => {
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const start = BigInt(line.slice(0, first));
    const end = BigInt(line.slice(first + 1, second));
    table.startHi[i] = start >> 64n;
    table.startLo[i] = start & MASK64;
    table.endHi[i] = end >> 64n;
    table.endLo[i] = end & MASK64;
    table.values[i] = readValue(line.slice(second + 1));
  });
  return table;
}

/** The value of the range holding `ip`, or undefined. */
function find4(table: Table4, ip: number): number | undefined {
  let low = 0;
  let high = table.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((table.starts[mid] ?? 0) <= ip) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0 || ip > (table.ends[found] ?? 0)) return undefined;
  return table.values[found];
}

function find6(table: Table6, ip: bigint): number | undefined {
  const hi = ip >> 64n;
  const lo = ip & MASK64;
  const atMost = (aHi: bigint, aLo: bigint, bHi: bigint, bLo: bigint) =>
    aHi < bHi || (aHi === bHi && aLo <= bLo);
  let low = 0;
  let high = table.startHi.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (atMost(table.startHi[mid] ?? 0n, table.startLo[mid] ?? 0n, hi, lo)) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0 || !atMost(hi, lo, table.endHi[found] ?? 0n, table.endLo[found] ?? 0n)) {
    return undefined;
  }
  return table.values[found];
}

/** Country codes packed in a number: 'US' = 0x5553. */
const packCountry = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);
const unpackCountry = (n: number) => String.fromCharCode(n >> 8, n & 0xff);
const countryValue = (rest: string) => {
  const code = rest.trim();
  return /^[A-Z]{2}$/.test(code) ? packCountry(code) : 0;
};

/** In an ASN row, the value keeps the number and, in its top bit, whether it is a host network. */
const HOSTING_BIT = 0x8000_0000;
function asnValue(rest: string): number {
  const comma = rest.indexOf(',');
  const asn = Number(comma < 0 ? rest : rest.slice(0, comma));
  let organization = comma < 0 ? '' : rest.slice(comma + 1).trim();
  if (organization.startsWith('"')) organization = organization.slice(1, -1).replaceAll('""', '"');
  if (!Number.isSafeInteger(asn) || asn <= 0 || asn >= HOSTING_BIT) return 0;
  return isHostingNetwork(asn, organization) ? (asn | HOSTING_BIT) >>> 0 : asn;
}

type Databases = { country4: Table4; country6: Table6; asn4: Table4; asn6: Table6 };

function packageFile(name: string, file: string): string {
  const require = createRequire(import.meta.url);
  // The data packages have no entry point: find them by their package.json.
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

async function loadDatabases(): Promise<Databases> {
  const country = '@ip-location-db/geo-whois-asn-country';
  const asn = '@ip-location-db/asn';
  const [country4, country6, asn4, asn6] = await Promise.all([
    readTable4(packageFile(country, 'geo-whois-asn-country-ipv4-num.csv'), countryValue),
    readTable6(packageFile(country, 'geo-whois-asn-country-ipv6-num.csv'), countryValue),
    readTable4(packageFile(asn, 'asn-ipv4-num.csv'), asnValue),
    readTable6(packageFile(asn, 'asn-ipv6-num.csv'), asnValue),
  ]);
  return { country4, country6, asn4, asn6 };
}

// One copy per process, read on the first public address (a second or two, about 30 MB).
let shared: Promise<Databases> | undefined;

/** The offline look-up. Private and loopback addresses never touch the databases. */
export function createGeoLookup(): GeoLookup {
  return {
    async lookup(ip) {
      const address = normalizeIp(ip);
      if (!isPublicIp(address)) return UNKNOWN;
      shared ??= loadDatabases().catch((error: unknown) => {
        shared = undefined;
        throw error;
      });
      const db = await shared;
      const [countryCode, asnCode] = isIPv4(address)
        ? [find4(db.country4, ipv4ToNumber(address)), find4(db.asn4, ipv4ToNumber(address))]
        : [find6(db.country6, ipv6ToBigInt(address)), find6(db.asn6, ipv6ToBigInt(address))];
      return {
        country: countryCode ? unpackCountry(countryCode) : null,
        asn: asnCode ? (asnCode & ~HOSTING_BIT) >>> 0 : null,
        isHosting: asnCode ? (asnCode & HOSTING_BIT) !== 0 : false,
      };
    },
  };
}

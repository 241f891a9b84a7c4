/**
 * Which autonomous systems are hosting, cloud or VPN networks (docs/decisions/018): a person
 * browsing from one of these is behind a server, a VPN or a proxy, not on a home or mobile line.
 *
 * Source: the networks' own registrations, each number checked against its organisation name in
 * the @ip-location-db/asn data shipped with the app (2026-06-17 snapshot); list compiled
 * 2026-11-23. It names the large clouds, the hosts most used for VPN exits and the VPN
 * providers' own networks. A name that says "hosting", "data center", "VPS" and the like counts
 * too, which catches the many small hosts no list keeps up with.
 */
export const HOSTING_ASNS: ReadonlyMap<number, string> = new Map([
  [8075, 'Microsoft Corporation (Azure)'],
  [8068, 'Microsoft Corporation'],
  [8987, 'Amazon Data Services Ireland'],
  [14618, 'Amazon.com (AWS)'],
  [16509, 'Amazon.com (AWS)'],
  [15169, 'Google LLC'],
  [19527, 'Google LLC'],
  [396982, 'Google LLC (Google Cloud)'],
  [31898, 'Oracle Corporation (Oracle Cloud)'],
  [36351, 'IBM Cloud'],
  [37963, 'Hangzhou Alibaba Advertising (Alibaba Cloud)'],
  [45102, 'Alibaba (US) Technology (Alibaba Cloud)'],
  [45090, 'Shenzhen Tencent Computer Systems (Tencent Cloud)'],
  [132203, 'Shenzhen Tencent Computer Systems (Tencent Cloud)'],
  [13335, 'Cloudflare (WARP)'],
  [209242, 'Cloudflare London (WARP)'],
  [14061, 'DigitalOcean'],
  [63949, 'Akamai Technologies (Linode)'],
  [20473, 'The Constant Company (Vultr)'],
  [16276, 'OVH SAS'],
  [24940, 'Hetzner Online'],
  [212317, 'Hetzner Online'],
  [213230, 'Hetzner Online'],
  [12876, 'Scaleway SAS'],
  [51167, 'Contabo GmbH'],
  [197540, 'netcup GmbH'],
  [16265, 'LeaseWeb Network'],
  [28753, 'Leaseweb Deutschland'],
  [30633, 'Leaseweb USA'],
  [32613, 'Leaseweb Canada (iWeb)'],
  [60781, 'LeaseWeb Netherlands'],
  [9009, 'M247 Europe (VPN exits)'],
  [60068, 'Datacamp Limited (CDN77, VPN exits)'],
  [212238, 'Datacamp Limited (VPN exits)'],
  [136787, 'PacketHub S.A. (VPN provider)'],
  [202425, 'IP Volume inc'],
  [51852, 'Private Layer INC'],
  [62240, 'Clouvider Limited'],
  [49505, 'JSC Selectel'],
  [200019, 'ALEXHOST SRL'],
  [57523, 'Chang Way Technologies'],
  [9370, 'SAKURA Internet'],
  [396356, 'Latitude.sh'],
  [36352, 'HostPapa (ColoCrossing)'],
  [54290, 'HostPapa (Hostwinds)'],
  [53667, 'FranTech Solutions (BuyVM)'],
  [46606, 'Unified Layer (Bluehost)'],
  [26496, 'GoDaddy.com'],
  [398101, 'GoDaddy.com'],
  [22612, 'Namecheap'],
  [47583, 'Hostinger International'],
  [19318, 'Interserver'],
  [40676, 'Psychz Networks'],
  [8100, 'QuadraNet Enterprises'],
  [29802, 'HIVELOCITY'],
  [35916, 'MULTACOM CORPORATION'],
  [25820, 'IT7 Networks'],
]);

/** Words that only a hosting or data-centre business puts in its network's name. */
const HOSTING_NAME =
  /\b(hosting|webhost(ing)?|data ?cent(er|re)s?|datacent(er|re)s?|vps|virtual private server|colocation|dedicated servers?|cloud servers?|server hosting|vpn)\b/i;

export function isHostingNetwork(asn: number, organization: string): boolean {
  return HOSTING_ASNS.has(asn) || HOSTING_NAME.test(organization);
}

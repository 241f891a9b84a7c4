/**
 * Addresses whose country and network the shipped databases know (checked against the
 * @ip-location-db snapshot in package-lock.json): a home line in the UK, two in the US, one in
 * Germany over IPv6, and two data centres.
 */
export const IP = {
  gbHome: '81.2.69.142', // Andrews & Arnold, GB
  usHome: '73.0.0.1', // Comcast, US
  usHome2: '24.5.0.1', // Comcast, US
  deHomeV6: '2003::1', // Deutsche Telekom, DE
  doDatacentre: '159.89.1.1', // DigitalOcean, DE
  hetzner: '46.4.1.1', // Hetzner Online, DE
};

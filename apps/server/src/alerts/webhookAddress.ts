import { BlockList, isIP } from 'node:net';

/**
 * Addresses a trader's webhook may not reach: this machine, the private networks behind it and the cloud's metadata
 * service. IPv4-mapped IPv6 forms (::ffff:10.0.0.1) match the IPv4 ranges; the prefixes that carry an IPv4 address
 * inside IPv6 by translation are refused whole, since what they lead to depends on gateways we do not see.
 */
const REFUSED_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // this network, the unspecified address among it
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 the metadata service among it
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast among it
];

const REFUSED_IPV6: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local, fd00:ec2::254 the metadata service among it
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
];

const LOOPBACK: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

const refused = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of REFUSED_IPV6) refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
for (const [network, prefix, family] of LOOPBACK) loopback.addSubnet(network, prefix, family);

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/** Whether a webhook may connect to this IP address; anything that is not an IP address is refused. */
export function isPublicAddress(address: string): boolean {
  const family = familyOf(address);
  return family !== null && !refused.check(address, family);
}

/** Loopback in either family, mapped forms included: what a test's receiver listens on. */
export function isLoopbackAddress(address: string): boolean {
  const family = familyOf(address);
  return family !== null && loopback.check(address, family);
}

/** The address's host as a name or a bare IP address: an IPv6 address without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

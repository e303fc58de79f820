import { BlockList, isIP } from 'node:net'

/**
 * Addresses and CIDRs (IPv4 and IPv6) as a membership test, on Node's BlockList. An IPv4
 * address seen as IPv6 (`::ffff:185.71.76.1`, a dual-stack socket) is checked as IPv4.
 */
export function createAddressList(entries: readonly string[]) {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return {
    has(ip: string): boolean {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
      const address = mapped?.[1] ?? ip
      const family = isIP(address)
      if (!family) return false
      return list.check(address, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

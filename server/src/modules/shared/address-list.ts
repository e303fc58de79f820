import { BlockList, isIP } from 'node:net'

/** An IPv4/IPv6 address, or one with a /prefix within its family's length. */
export function isAddressRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * A setting listing addresses and CIDRs, comma-separated (METRICS_ALLOW, REQUEST_ID_FROM,
 * YOOKASSA_TRUSTED_IPS): the entries, or a start stopped by one that is neither.
 */
export function addressListSetting(name: string, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.filter((entry) => !isAddressRange(entry))
  if (bad.length > 0) {
    throw new Error(`${name} has entries that are not IP addresses or CIDRs: ${bad.join(', ')}`)
  }
  return entries
}

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

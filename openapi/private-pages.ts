/**
 * Pages of one visitor's flow: search results, the order and its payment results, the account.
 * Not for search engines (`noindex`, src/entry-server.tsx) and never kept for everyone (the
 * server renders them per visitor with `no-cache`, server/src/http/spa.ts). One list, read by
 * the shop and the server alike.
 */
const privatePages = /^\/(account|order|order_success|payment_success|payment_failed|search)(\/|$)/

export const isPrivatePage = (pathname: string): boolean => privatePages.test(pathname)

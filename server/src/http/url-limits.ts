/**
 * The longest path parameter the router takes: the API allows 200-character slugs, and
 * Fastify's default of 100 would answer 414 first. Longer ones answer 414.
 */
export const maxParamLength = 256

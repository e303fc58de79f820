// `npm run test:cluster`: the shop as deploy/ runs it, on this machine's loopback — HAProxy with
// deploy/haproxy.cfg in front of three web processes and two `npm run worker`s on a fresh
// PostgreSQL database (and a Redis database of its own), after `npm run migrate` once — and the
// checks a–d that only several processes can fail. Prints a line per check, exits 1 on failure.
// Needs the built shop (npm run build), PostgreSQL and HAProxy; talks only to what it starts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { exchange, login, password } from '../bench/exchange.ts'
import { writeExchangeFiles } from '../bench/exchange-files.ts'
import { type RunningServer, startServer } from '../bench/server-process.ts'
import { checkNoticesOnce, checkPriceEverywhere } from './checks-catalog.ts'
import { checkCheckoutsSurviveKill, checkRollingRestart } from './checks-orders.ts'
import type { CheckResult, Cluster } from './cluster.ts'
import { renderDeployedHaproxyConfig } from './haproxy-config.ts'
import {
  type Child,
  dropDatabase,
  freshDatabase,
  freshRedis,
  migrate,
  startHaproxy,
  startWorker,
  waitFor200,
} from './processes.ts'
import { registerBuyer } from './shop-client.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
process.chdir(repoRoot)
const port = Number(process.env.CLUSTER_PORT ?? 4700)
const adminUrl = process.env.CLUSTER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseName = (process.env.CLUSTER_DATABASE ?? 'gruzovik_cluster').replace(
  /[^a-z0-9_]/gi,
  '',
)
const redisWanted = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/13'
const webPorts = [port + 1, port + 2, port + 3]

if (
  !fs.existsSync(path.join(repoRoot, 'dist-server')) ||
  !fs.existsSync(path.join(repoRoot, 'dist'))
) {
  console.error('npm run test:cluster needs the built shop: run npm run build first')
  process.exit(1)
}

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`
const say = (line: string) => console.log(`[cluster ${elapsed()}] ${line}`)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-cluster-'))
const outbox = path.join(dataDir, 'sms-outbox.jsonl')
const exchangeFiles = path.join(dataDir, 'unload')
const databaseUrl = await freshDatabase(adminUrl, databaseName)
const redisUrl = await freshRedis(redisWanted)
say(
  `database ${databaseName}; Redis ${redisUrl ?? `not answering at ${redisWanted}: counters in memory`}`,
)

// What deploy/gruzovik.env.example sets for a real shop, as far as a test on loopback may.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl ?? '',
  DATA_DIR: dataDir,
  // The development bank: card orders can be placed without YooKassa.
  APP_ENV: 'development',
  TRUST_PROXY: '127.0.0.1',
  MIGRATE_ON_START: 'off',
  SHUTDOWN_GRACE_SECONDS: '10',
  DATABASE_POOL_SIZE: '6',
  SEED_PARTS: '0',
  SMS_GATEWAY: 'outbox',
  SMS_OUTBOX_FILE: outbox,
  MAIL_GATEWAY: 'outbox',
  MAIL_OUTBOX_FILE: path.join(dataDir, 'mail-outbox.jsonl'),
  // One test client on one address: the abuse limits would only measure themselves.
  SMS_LIMIT_PER_PHONE_PER_DAY: '0',
  SMS_LIMIT_PER_IP_PER_HOUR: '0',
  SMS_LIMIT_PER_HOUR: '0',
  EXCHANGE_LOGIN: login,
  EXCHANGE_PASSWORD: password,
  EXCHANGE_BASE_PRICE_TYPE: 'Старая цена',
  EXCHANGE_WAREHOUSES: 'w-spb=spb;w-msk=msk',
  NOTICE_QUIET_FROM: '00:00',
  NOTICE_QUIET_UNTIL: '00:00',
  NOTICE_DISPATCH_SECONDS: '1',
}
const webEnv = { ...env, JOBS_WORKER: 'off' } as Record<string, string>

const webs: RunningServer[] = []
const workers: Child[] = []
let haproxy: Child | undefined
const db = new pg.Client({ connectionString: databaseUrl })
const results: CheckResult[] = []

async function startWeb(index: number) {
  const web = await startServer({ port: webPorts[index] ?? 0, dataDir, databaseUrl, env: webEnv })
  await waitFor200(`${web.url}/health/ready`)
  webs[index] = web
}

try {
  say(`npm run migrate: ${migrate(env)}`)
  await Promise.all(webPorts.map((_, index) => startWeb(index)))
  workers.push(await startWorker(env), await startWorker(env))
  haproxy = await startHaproxy(
    renderDeployedHaproxyConfig({ port, serverPorts: webPorts }),
    dataDir,
    port,
  )
  const balancer = `http://127.0.0.1:${port}`
  await waitFor200(`${balancer}/health/ready`)
  say(`HAProxy :${port} → web processes :${webPorts.join(', :')}; two workers`)
  await db.connect()

  await writeExchangeFiles(exchangeFiles, 200)
  await exchange(webs[0]?.url ?? '', exchangeFiles)
  say('catalogue of 200 parts imported from 1C')

  const cluster: Cluster = {
    balancer,
    webs,
    restartWeb: startWeb,
    db,
    outbox,
    exchangeFiles,
  }
  const run = async (check: () => Promise<CheckResult>) => {
    const result = await check().catch(
      (error): CheckResult => ({
        name: check.name,
        passed: false,
        detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    )
    results.push(result)
    say(`${result.passed ? 'PASS' : 'FAIL'} ${result.name}\n    ${result.detail}`)
  }
  await run(() => checkPriceEverywhere(cluster))
  await run(() => checkNoticesOnce(cluster))
  const buyers = await Promise.all(
    Array.from({ length: 20 }, async (_, b) => ({
      token: await registerBuyer(
        balancer,
        outbox,
        `+7904${String(b + 1).padStart(7, '0')}`,
        `Покупатель ${b + 1}`,
      ),
    })),
  )
  say('20 buyers registered by SMS code')
  await run(() => checkCheckoutsSurviveKill(cluster, buyers))
  await run(() => checkRollingRestart(cluster))
} catch (error) {
  results.push({ name: 'the cluster started', passed: false, detail: String(error) })
  say(`FAIL ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
} finally {
  await db.end().catch(() => {})
  await haproxy?.stop()
  await Promise.all([...webs.map((web) => web.stop()), ...workers.map((worker) => worker.stop())])
  if (!process.env.CLUSTER_KEEP) {
    await dropDatabase(adminUrl, databaseName).catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const failed = results.filter((result) => !result.passed)
console.log(
  `\n== npm run test:cluster: ${results.length - failed.length} passed, ${failed.length} failed in ${elapsed()}`,
)
for (const result of results) console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.name}`)
process.exit(failed.length || results.length < 4 ? 1 : 0)

// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import { loadConfig } from '../config.ts'
import { connect } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'

const config = loadConfig()
const db = connect(config)
await migrateToLatest(db)
console.log(`Database is up to date (${db.dialect}).`)
await db.close()

// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../../launch/supported-node.mjs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { connect } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { buildAudit, buildStaffServices } from '../container-staff.ts'
import { LimitsService } from '../limits/service.ts'
import { LimitsRepository } from '../limits/repository.ts'
import { OWNER_TOKEN_ACTOR } from '../staff/actor.ts'
import { askHidden } from './ask-hidden.ts'
import { isCommonPassword } from '../accounts/passwords.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/core'

/**
 * npm run owner:create -- --email … --name … [--link] : adds an owner of /admin (decision 0050). In a
 * terminal it asks for their password; with --link, or when no terminal is attached, it prints a
 * one-time setup link where they choose it.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, link: { type: 'boolean' } } })
if (!values.email || !values.name) {
  console.error('Usage: npm run owner:create -- --email owner@example.com --name "Asha Rao" [--link]')
  process.exit(2)
}
const config = loadConfig(process.env, [])
const db = connect(config)
try {
  await migrateToLatest(db)
  const { staffSetup } = buildStaffServices(db, new LimitsService(new LimitsRepository(db.kysely)), buildAudit(db))
  const origin = config.publicUrl ?? `http://localhost:${config.port}`
  if (values.link || !process.stdin.isTTY) {
    const { staff: member, setup_link } = await staffSetup.invite(OWNER_TOKEN_ACTOR, {
      name: values.name,
      email: values.email,
      role: 'owner',
    })
    console.log(`Owner ${member.email} added. Their one-time setup link (valid 7 days):\n  ${origin}${setup_link}`)
  } else {
    const password = await askHidden(`Password for ${values.email} (${PASSWORD_MIN_LENGTH}+ characters): `)
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH || isCommonPassword(password)) {
      throw new Error(`Choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters that is not a common one`)
    }
    const { staff: member, setup_link } = await staffSetup.invite(OWNER_TOKEN_ACTOR, {
      name: values.name,
      email: values.email,
      role: 'owner',
    })
    await staffSetup.complete({ token: setup_link.split('#token=')[1]!, password })
    console.log(`Owner ${member.email} added: sign in at ${origin}/admin`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.close()
}

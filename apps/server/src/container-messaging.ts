import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import { LogMailSender, SmtpMailSender } from './integrations/mail.ts'
import { LogSmsSender, TwilioSmsSender } from './integrations/sms.ts'
import { Outbox } from './outbox/outbox.ts'
import { OutboxRepository } from './outbox/repository.ts'
import { DEFAULT_TIMING, OutboxWorker, type WorkerLog, type WorkerTiming } from './outbox/worker.ts'
import { PushRepository } from './push/repository.ts'
import { PushService } from './push/service.ts'
import { WebPushSender } from './push/sender.ts'
import { VapidKeyring } from './push/vapid.ts'

/**
 * What the store sends shoppers: mail and SMS through the outbox (decision 0014), printed instead
 * when SMTP or Twilio is not configured, and web push through the same outbox, one row per device
 * (decision 0062). The outbox's writes wake its worker in this process.
 */
export function buildMessaging(
  config: Config,
  db: Db,
  options: { print: (line: string) => void; log: WorkerLog; outboxTiming?: Partial<WorkerTiming> },
) {
  const outboxRepo = new OutboxRepository(db.kysely)
  const outbox = new Outbox(outboxRepo)
  const mailer = config.mail ? new SmtpMailSender(config.mail) : new LogMailSender(options.print)
  const sms = config.sms ? new TwilioSmsSender(config.sms) : new LogSmsSender(options.print)
  const pushRepo = new PushRepository(db.kysely)
  const vapid = new VapidKeyring(pushRepo, config.push)
  const push = new PushService(pushRepo, vapid, outbox)
  const outboxWorker = new OutboxWorker(outboxRepo, { mail: mailer, sms, push: new WebPushSender(pushRepo, vapid) }, options.log, {
    ...DEFAULT_TIMING,
    ...options.outboxTiming,
  })
  outbox.onWake(() => outboxWorker.wake())
  return {
    outbox,
    mailer,
    sms,
    push,
    outboxWorker,
    /** Closes what the senders hold open (the SMTP connection pool). */
    closeSenders: () => {
      if (mailer instanceof SmtpMailSender) mailer.close()
    },
  }
}

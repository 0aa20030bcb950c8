import type { Tx } from '../db/transaction.ts'
import type { OutboxRepository } from './repository.ts'

export type OutgoingMessage =
  | { channel: 'mail'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; body: string }
  /** A web push to one device: `to` is the subscription's id, `payload` the notification's JSON (decision 0062). */
  | { channel: 'push'; to: string; payload: string }

/**
 * Where a change that must tell someone writes its mail or SMS (DESIGN "Work that must not be lost"):
 * the row is part of the change's transaction, and a worker in every server sends it (decision 0014).
 */
export class Outbox {
  private listener: () => void = () => {}

  constructor(private readonly repo: OutboxRepository) {}

  async add(trx: Tx, message: OutgoingMessage): Promise<void> {
    const row =
      message.channel === 'mail'
        ? { channel: 'mail', recipient: message.to, subject: message.subject, body: message.text }
        : message.channel === 'sms'
          ? { channel: 'sms', recipient: message.to, subject: null, body: message.body }
          : { channel: 'push', recipient: message.to, subject: null, body: message.payload }
    await this.repo.add(trx, row, new Date().toISOString())
  }

  /** Call after the transaction has committed: this server's worker looks now instead of at its next poll. */
  wake(): void {
    this.listener()
  }

  onWake(listener: () => void): void {
    this.listener = listener
  }
}

import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '@store/core'
import { STATUS_NOTES } from './status-machine.ts'
import { ownerNote, shopperNotes } from './timeline-notes.ts'

/** Words that speak to the shopper: none may reach the owner's reading. */
const SECOND_PERSON = /\b(you|your)\b/i

describe('the timeline in the owner’s words', () => {
  it('reads every status note and every shopper sentence without speaking to the shopper', () => {
    for (const status of Object.keys(STATUS_NOTES) as OrderStatus[])
      expect(ownerNote({ status, note: STATUS_NOTES[status] })).not.toMatch(SECOND_PERSON)
    const sentences = [
      shopperNotes.cancelledByShopper(null),
      shopperNotes.cancelledByShopper('Ordered twice'),
      shopperNotes.refunded('$4', 'card'),
      shopperNotes.refunded('$4', 'wallet', 'Cold pizza'),
      `${shopperNotes.refunded('$4', 'card')} (the second payment)`,
      shopperNotes.walletReturned('$3'),
      shopperNotes.refundProcessed('$4'),
    ]
    for (const note of sentences) {
      expect(note).toMatch(SECOND_PERSON)
      expect(ownerNote({ status: 'cancelled', note })).not.toMatch(SECOND_PERSON)
    }
  })

  it('keeps the amount and the reason, even a reason in the second person', () => {
    expect(ownerNote({ status: 'delivered', note: shopperNotes.refunded('₹1,250.50', 'card', 'Your pizza was cold') })).toBe(
      '₹1,250.50 refunded to the shopper’s card: Your pizza was cold',
    )
    expect(ownerNote({ status: 'cancelled', note: shopperNotes.cancelledByShopper('Ordered twice') })).toBe(
      'The shopper cancelled the order: Ordered twice',
    )
    expect(ownerNote({ status: 'delivered', note: shopperNotes.refundProcessed('$4') })).toBe(
      'The refund of $4 has been processed: the shopper’s bank shows it in 5–7 working days',
    )
  })

  it('leaves a note in no shopper shape as it is (the store’s own words, an older sentence)', () => {
    expect(ownerNote({ status: 'cancelled', note: 'Cancelled by the store: Out of dough' })).toBe('Cancelled by the store: Out of dough')
    // A status note read under another status is not a status move.
    expect(ownerNote({ status: 'delivered', note: STATUS_NOTES.preparing })).toBe(STATUS_NOTES.preparing)
  })
})

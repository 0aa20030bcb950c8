import { create } from 'zustand'

/**
 * Two kinds of message (spec §8, §9): cart toasts — bottom centre, 2000 ms, no duplicates, a close
 * button — and notifications — bottom left, 5000 ms, at most 3 at once.
 */
export type ToastKind = 'toast' | 'notification'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
  tone: 'error' | 'info'
  /** Where to go about it ("View order" for an order placed after its screen was left). */
  link?: { to: string; label: string } | undefined
}

export const TOAST_MS = 2000
export const NOTIFICATION_MS = 5000
export const MAX_NOTIFICATIONS = 3

interface ToastState {
  toasts: Toast[]
  show(kind: ToastKind, message: string, tone?: Toast['tone'], link?: Toast['link']): void
  dismiss(id: number): void
}

let nextId = 1
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message, tone = 'error', link) => {
    if (get().toasts.some((t) => t.kind === kind && t.message === message)) return // no duplicates
    const toast = { id: nextId++, kind, message, tone, link }
    set((s) => {
      const others = s.toasts.filter((t) => t.kind !== kind)
      const same = s.toasts.filter((t) => t.kind === kind)
      const kept = kind === 'notification' ? same.slice(-(MAX_NOTIFICATIONS - 1)) : same
      return { toasts: [...others, ...kept, toast] }
    })
    setTimeout(() => get().dismiss(toast.id), kind === 'toast' ? TOAST_MS : NOTIFICATION_MS)
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

export const toast = (message: string, tone?: Toast['tone']) => useToasts.getState().show('toast', message, tone)
export const notify = (message: string, tone?: Toast['tone'], link?: Toast['link']) =>
  useToasts.getState().show('notification', message, tone, link)

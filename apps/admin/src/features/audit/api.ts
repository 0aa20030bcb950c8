import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AuditQuery } from '@store/core'
import { api } from '../../lib/api.ts'

/** The audit log, newest first, a page at a time (filters: person, object type and id). */
export const auditLog = (filter: Omit<AuditQuery, 'before'>) =>
  infiniteQueryOptions({
    queryKey: ['audit', filter],
    queryFn: ({ pageParam }) => api('GET /api/admin/audit', { query: { ...filter, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
  })

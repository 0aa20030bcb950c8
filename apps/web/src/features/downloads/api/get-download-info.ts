import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** What a mailed link leads to, and whether it still works; asking uses no download. */
export const getDownloadInfo = (token: string, signal?: AbortSignal) =>
  api('GET /api/downloads/:token/info', { params: { token } }, { signal })

export const useDownloadInfo = (token: string) =>
  useQuery({ queryKey: ['download', token], queryFn: ({ signal }) => getDownloadInfo(token, signal), staleTime: 0, retry: false })

import { useCallback, useEffect, useRef, useState } from 'react'

interface ActionState<R> {
  status: 'idle' | 'pending' | 'success' | 'error'
  data: R | undefined
  error: unknown
}

/**
 * A call a shopper starts (log in, save an address), with the state a screen shows while it runs:
 * "Logging in...", then the answer or the error. Like TanStack Query's useMutation, which is left
 * out on purpose: its observer would be shared by the lazy screens and the home page's query client,
 * and the bundler then moves query-core into extra chunks the home page preloads (+2.5 KB gzip of a
 * 130 KB budget, measured). The cart's calls work the same way (features/cart/useCartActions.ts).
 */
export function useAction<V, R>(run: (input: V) => Promise<R>, options: { onSuccess?: (answer: R, input: V) => unknown } = {}) {
  const [state, setState] = useState<ActionState<R>>({ status: 'idle', data: undefined, error: undefined })
  const latest = useRef({ run, options })
  useEffect(() => {
    latest.current = { run, options }
  })
  const mutate = useCallback((input: V, callbacks: { onSuccess?: (answer: R) => void; onError?: (error: unknown) => void } = {}) => {
    setState({ status: 'pending', data: undefined, error: undefined })
    latest.current.run(input).then(
      async (answer) => {
        await latest.current.options.onSuccess?.(answer, input)
        setState({ status: 'success', data: answer, error: undefined })
        callbacks.onSuccess?.(answer)
      },
      (error: unknown) => {
        setState({ status: 'error', data: undefined, error })
        callbacks.onError?.(error)
      },
    )
  }, [])
  return {
    mutate,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  }
}

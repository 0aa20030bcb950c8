/** Types of supported-node.mjs, which stays plain JavaScript so that any old Node can run it. */
export function supportedRange(): string
export function satisfies(version: string, range: string): boolean
export function refusal(version: string, range: string): string

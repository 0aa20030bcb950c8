/**
 * What the browser may import as values from core: plain functions and constants, no schema
 * builders (those would pull TypeBox into the storefront's first load). Types come from '@store/core'.
 */
export * from './constants.ts'
export * from './head.ts'
export * from './money.ts'
export * from './option-text.ts'
export * from './settings.ts'
export * from './options.ts'
export * from './theme.ts'
export * from './photos.ts'
export * from './opening-hours.ts'
export * from './product-document.ts'
export * from './owner-catalogue.ts'
export * from './layout-blocks.ts'
export * from './plugins.ts'
export * from './csv-files.ts'
export * from './address-text.ts'
export * from './schema-messages.ts'

/// <reference types="vite/client" />
// Vite's types: what importing a stylesheet or an asset gives (TypeScript checks side-effect imports).

export * from './enums'
export * from './agencies'
export * from './listings'
export * from './contact'

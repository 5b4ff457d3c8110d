export { createApiApp, API_CONTROLLERS } from './create-api-app';
export type { ApiDeps, ApiSettings } from './api-deps';
export { CommandBus, type ReadModelSync } from './commands/command-bus';
export { UserAccounts } from './auth/user-accounts';
export { SessionStore, DEFAULT_SESSION_POLICY } from './auth/session-store';
export { AuthThrottle } from './auth/auth-throttle';
export { authMigrations } from './auth/auth.migrations';
export { DEFAULT_COST as DEFAULT_PASSWORD_HASH_COST, type PasswordHashCost } from './auth/password-hashing';
export { toErrorResponse, type ErrorReporter } from './http/error-filter';

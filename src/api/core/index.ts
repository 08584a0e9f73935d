export { request, buildUrl, type CallOptions, type RequestOptions } from './request';
export { ok, fail, mapResult, type ApiResult, type ApiError, type ApiErrorKind } from './result';
export { segment, toSearchParams, type Query } from './query';
export { getApiConfig, parseApiConfig, resetApiConfig, ConfigError, DEFAULT_CRM_ORG_ID, SERVICES, SERVICE_ENV, type ServiceName } from './config.server';
export type { CallLabel } from './log';

export { logClientError, reportNotFound, type ClientLogLevel } from './calls';
export { clientLogMessage, CLIENT_LOG_MAX_LENGTH } from './reshape';

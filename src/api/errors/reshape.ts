/** The error log keeps the first 256 characters of a message (part 2 §7, §9). */
export const CLIENT_LOG_MAX_LENGTH = 256;

/** Cuts a message to 256 UTF-16 units without splitting a surrogate pair. */
export function clientLogMessage(message: string): string {
  if (message.length <= CLIENT_LOG_MAX_LENGTH) return message;
  const lastKept = message.charCodeAt(CLIENT_LOG_MAX_LENGTH - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return message.slice(0, splitsPair ? CLIENT_LOG_MAX_LENGTH - 1 : CLIENT_LOG_MAX_LENGTH);
}

export const acknowledged = (): null => null;

import { PARTICIPANTS_STEPPER } from '@/domain/activity/participants';
import type { HashCodec } from './hash-codec';
import { formatHashParams, readHashParams } from './hash-params';
import { integerIn } from './value-decoders';

/**
 * The activity voucher page's hash (part 2 §2: "participant count is read from hash parameter a")
 * and the activity checkout's (hash id and a). A value the stepper could never show (not 1–20,
 * not digits) reads as absent: the page then starts from its own default.
 */

const decodeParticipants = integerIn(PARTICIPANTS_STEPPER.min, PARTICIPANTS_STEPPER.max);
/** Numeric ids: one spelling, a safe integer (docs/decisions.md "Ids, slugs…"). */
const decodeId = integerIn(1, Number.MAX_SAFE_INTEGER);
const ID_TEXT = /^[1-9][0-9]{0,14}$/;

export interface ActivityPageHash {
  /** Hash `a`; null when absent or unreadable. */
  participants: number | null;
}

export const activityPageHashCodec: HashCodec<ActivityPageHash> = {
  keys: new Set(['a']),
  defaults: () => ({ participants: null }),
  parse: (hash) => ({ participants: decodeParticipants(readHashParams(hash).first('a')) ?? null }),
  print: (value) => {
    const participants = value.participants === null ? undefined : decodeParticipants(String(value.participants));
    return formatHashParams(participants === undefined ? [] : [['a', String(participants)]]);
  },
};

export interface ActivityCheckoutHash {
  /** Hash `id`: the voucher; null when absent or unreadable. */
  id: number | null;
  /** Hash `a`; null when absent or unreadable. */
  participants: number | null;
}

const readId = (raw: string | undefined): number | null => (raw !== undefined && ID_TEXT.test(raw) ? (decodeId(raw) ?? null) : null);

export const activityCheckoutHashCodec: HashCodec<ActivityCheckoutHash> = {
  keys: new Set(['id', 'a']),
  defaults: () => ({ id: null, participants: null }),
  parse: (hash) => {
    const { first } = readHashParams(hash);
    return { id: readId(first('id')), participants: decodeParticipants(first('a')) ?? null };
  },
  print: (value) => {
    const id = value.id === null ? null : readId(String(value.id));
    const participants = value.participants === null ? undefined : decodeParticipants(String(value.participants));
    return formatHashParams([...(id === null ? [] : [['id', String(id)] as const]), ...(participants === undefined ? [] : [['a', String(participants)] as const])]);
  },
};

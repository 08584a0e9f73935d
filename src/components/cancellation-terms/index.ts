export { cancellationHeadlineText, cancellationTermText, cancellationTermsTexts } from './cancellation-text';
export { cancellationTermsMessageGroup } from './message-group';
export { cancellationTermsMessages } from './messages';

import { defineScreen } from '../screen-module';
import { load } from './load';
import { contactMessageGroup } from './message-group';
import { metadata } from './metadata';
import { ContactView } from './view';

/** `/{site}/{contact}`: help centre, quick actions, popular questions, hours, chat and the message form. */
export const contactScreen = defineScreen({ load, metadata, View: ContactView, messages: [contactMessageGroup] });

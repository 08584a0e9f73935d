import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { MinisiteView } from './view';

/** `/{site}/{minisite}/{partner}`: a partner minisite (part 2 §2); the partner list is the route's. Its island is the search box. */
export const minisiteScreen = defineScreen({ load, metadata, View: MinisiteView, messages: [searchBoxMessageGroup] });

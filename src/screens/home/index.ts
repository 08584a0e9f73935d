import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { View } from './view';

export const homeScreen = defineScreen({ load, metadata, View, messages: [searchBoxMessageGroup] });
export type { HomeData } from './load';

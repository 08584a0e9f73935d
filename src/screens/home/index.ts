import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { View } from './view';

export const homeScreen = defineScreen({ load, metadata, View });
export type { HomeData } from './load';
